import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'documents'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The public id of images uploaded before the document exists (GET document/generate-id).
      table.string('key', 36).notNullable().unique()
      // spec §3: news, mods, servers; `pages` holds the rules, privacy and offer documents.
      table.string('target', 16).notNullable()
      table.string('type', 16).notNullable().defaultTo('original')
      table.string('slug', 96).notNullable()
      table.string('title_ru', 200).nullable()
      table.string('title_en', 200).nullable()
      table.string('summary_ru', 500).nullable()
      table.string('summary_en', 500).nullable()
      table.text('body_ru', 'mediumtext').nullable()
      table.text('body_en', 'mediumtext').nullable()
      table.string('cover_url', 500).nullable()
      table.string('color_scheme', 16).notNullable().defaultTo('blue')
      table.text('links').nullable()
      // spec §3 documentMeta.serverName: the servers row a server page describes.
      table.string('server_name', 64).nullable()
      // documentMeta.modpackVersion: the launcher's client build a server page announces.
      table.string('modpack_version', 32).nullable()
      table.integer('author_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.boolean('draft').notNullable().defaultTo(false)
      table.timestamp('published_at').nullable()
      table.integer('views').unsigned().notNullable().defaultTo(0)
      table.bigInteger('read_seconds').unsigned().notNullable().defaultTo(0)
      table.integer('likes_count').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['target', 'slug'])
      table.index(['target', 'draft', 'published_at'])
    })

    // Slugs a document had before a rename: they keep redirecting to it.
    this.schema.createTable('document_slugs', (table) => {
      table.increments('id')
      table.string('target', 16).notNullable()
      table.string('slug', 96).notNullable()
      table
        .integer('document_id')
        .unsigned()
        .notNullable()
        .references('documents.id')
        .onDelete('CASCADE')
      table.unique(['target', 'slug'])
    })

    this.schema.createTable('document_tags', (table) => {
      table
        .integer('document_id')
        .unsigned()
        .notNullable()
        .references('documents.id')
        .onDelete('CASCADE')
      table.string('tag', 32).notNullable()
      table.primary(['document_id', 'tag'])
      table.index(['tag'])
    })

    // Which servers a mod is installed on (by server slug): the mods filter and a server's mod list.
    this.schema.createTable('document_servers', (table) => {
      table
        .integer('document_id')
        .unsigned()
        .notNullable()
        .references('documents.id')
        .onDelete('CASCADE')
      table.string('server_slug', 64).notNullable()
      table.primary(['document_id', 'server_slug'])
      table.index(['server_slug'])
    })

    this.schema.createTable('document_likes', (table) => {
      table
        .integer('document_id')
        .unsigned()
        .notNullable()
        .references('documents.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.primary(['document_id', 'user_id'])
    })
  }

  async down() {
    this.schema.dropTable('document_likes')
    this.schema.dropTable('document_servers')
    this.schema.dropTable('document_tags')
    this.schema.dropTable('document_slugs')
    this.schema.dropTable(this.tableName)
  }
}

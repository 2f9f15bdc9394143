import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Looks (issue #25): every skin, cape and avatar a player uploaded (the newest of a kind is
| the one in use, older ones are what a rollback returns to), the staff's cover artworks, and
| on users what pages read in one row: the current keys, the cover and the theme.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('cover_arts', (table) => {
      table.increments('id')
      // The stored image's name on the drive (`looks/covers/<key>.webp`).
      table.string('key', 36).notNullable().unique()
      table.string('name_ru', 80).notNullable()
      table.string('name_en', 80).notNullable()
      table.boolean('hidden').notNullable().defaultTo(false)
      // A store role's key whose active grant unlocks the art; null: anybody.
      table.string('required_role', 64).nullable()
      table.string('license', 200).notNullable()
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('look_images', (table) => {
      // Upload order: the newest row of a player's kind is the current one.
      table.increments('id')
      // The files' name on the drive; an avatar gets a new one with every crop.
      table.string('key', 36).notNullable().unique()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('kind', 6).notNullable()
      table.string('model', 7).nullable()
      table.integer('width').unsigned().notNullable()
      table.integer('height').unsigned().notNullable()
      table.integer('crop_x').unsigned().nullable()
      table.integer('crop_y').unsigned().nullable()
      table.integer('crop_size').unsigned().nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'kind', 'id'])
    })

    this.schema.alterTable('users', (table) => {
      table.string('avatar_key', 36).nullable()
      table.string('skin_key', 36).nullable()
      table.string('skin_model', 7).nullable()
      table.string('cape_key', 36).nullable()
      // Bumped first in every looks change: the row lock that orders one player's changes.
      table.integer('looks_version').unsigned().notNullable().defaultTo(0)
      table.string('cover_glow', 20).nullable()
      table.string('cover_style', 20).nullable()
      table
        .integer('cover_art_id')
        .unsigned()
        .nullable()
        .references('cover_arts.id')
        .onDelete('SET NULL')
      table.string('theme', 20).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropForeign(['cover_art_id'])
      table.dropColumns(
        'avatar_key',
        'skin_key',
        'skin_model',
        'cape_key',
        'looks_version',
        'cover_glow',
        'cover_style',
        'cover_art_id',
        'theme'
      )
    })
    this.schema.dropTable('look_images')
    this.schema.dropTable('cover_arts')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'document_images'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).primary()
      // The document's key: images are uploaded before the document is saved.
      table.string('document_key', 36).notNullable().index()
      // Where the re-encoded image lives on the drive disk.
      table.string('path', 255).notNullable()
      table.string('url', 500).notNullable()
      table.integer('width').unsigned().notNullable()
      table.integer('height').unsigned().notNullable()
      table.integer('size').unsigned().notNullable()
      table.integer('uploader_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

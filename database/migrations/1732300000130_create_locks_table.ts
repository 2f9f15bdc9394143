import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| @adonisjs/lock's database store (config/lock.ts): one row per held lock,
| columns as @verrou/core's knex store reads them. `expiration` is epoch ms;
| a row past it is free for the next owner (a crashed holder is taken over).
*/
export default class extends BaseSchema {
  protected tableName = 'locks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('key', 255).notNullable().primary()
      table.string('owner', 255).notNullable()
      table.bigint('expiration').unsigned().nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Network fields of a server (#9). `host`/`port` stay the status-ping address
| the monitor polls; `address` is what players type in the game.
*/
export default class extends BaseSchema {
  protected tableName = 'servers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('modpack_version', 32).nullable()
      // Side of the square world border, in blocks.
      table.integer('main_world_area').unsigned().nullable()
      table.integer('other_worlds_area').unsigned().nullable()
      table.string('address', 255).nullable()
      table.string('rcon_host', 255).nullable()
      table.integer('rcon_port').unsigned().nullable()
      // Encrypted with APP_KEY (Encryption service), never stored in clear.
      table.text('rcon_password').nullable()
      // SHA-256 of the game API key, shown once by `node ace network:key`.
      table.string('api_key_hash', 64).nullable().unique()
      table.string('color_scheme', 16).notNullable().defaultTo('blue')
      table.boolean('enabled').notNullable().defaultTo(true)
    })
    // The issue names the slug hi-tech; legacy /server/hi_tech links map to it.
    this.defer(async (db) => {
      await db.from(this.tableName).where('slug', 'hitech').update({ slug: 'hi-tech' })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['api_key_hash'])
      table.dropColumns(
        'modpack_version',
        'main_world_area',
        'other_worlds_area',
        'address',
        'rcon_host',
        'rcon_port',
        'rcon_password',
        'api_key_hash',
        'color_scheme',
        'enabled'
      )
    })
  }
}

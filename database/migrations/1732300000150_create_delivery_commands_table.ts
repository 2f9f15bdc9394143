import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The delivery outbox (#9, docs/decisions.md "Delivery outbox"): one row per
| command any area asks a game server to run. The id is a UUID the plugin
| dedups by; the idempotency key makes a repeated request queue nothing new.
*/
export default class extends BaseSchema {
  protected tableName = 'delivery_commands'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).primary()
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      // The player it is for, when the site knows them; the game knows the nickname.
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('nickname', 32).notNullable()
      table.text('command').notNullable()
      // What the player and staff read ("VIP, 30 days"); the command when empty.
      table.string('label', 255).nullable()
      table.boolean('requires_online').notNullable().defaultTo(false)
      table.string('idempotency_key', 191).notNullable().unique()
      table
        .enum('state', ['queued', 'waiting_for_player', 'sent', 'done', 'failed'])
        .notNullable()
        .defaultTo('queued')
      // How it went out last: the plugin pulled it or RCON ran it.
      table.enum('transport', ['plugin', 'rcon']).nullable()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.text('output').nullable()
      // Not handed out before; an RCON claim also keeps it until then.
      table.timestamp('available_at').notNullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('finished_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['server_id', 'state', 'available_at'])
      table.index(['user_id', 'created_at'])
      table.index(['state', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Social logins linked to accounts (issue #12). One identity belongs to one
 * account (provider + provider's id unique), and an account has at most one
 * identity per provider; the unique indexes settle concurrent links.
 */
export default class extends BaseSchema {
  protected tableName = 'oauth_identities'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('provider', 16).notNullable()
      table.string('provider_user_id', 64).notNullable()
      // The provider's display name and verified e-mail when linked, shown in the cabinet.
      table.string('name', 255).nullable()
      table.string('email', 254).nullable()
      table.timestamp('last_login_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['provider', 'provider_user_id'])
      table.unique(['user_id', 'provider'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

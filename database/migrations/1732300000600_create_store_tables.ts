import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The store (issue #14, spec §3 Role, §7 store): the catalogue staff edit
 * (roles per server with their prices, the features compared side by side,
 * kits, abilities), what players hold (grants) and what they bought
 * (purchases). Prices are kopecks in BIGINT columns.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('store_roles', (table) => {
      table.increments('id')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      // The same slug on several servers is "the same role" there: the buy modal picks the server.
      table.string('slug', 32).notNullable()
      table.string('name_ru', 64).notNullable()
      table.string('name_en', 64).notNullable()
      table.text('description_ru').notNullable()
      table.text('description_en').notNullable()
      table.string('color', 16).notNullable().defaultTo('#4f8cff')
      // Higher ranks are worth more: upgrades go up the ranks.
      table.integer('rank').notNullable().defaultTo(0)
      table.integer('discount_percent').notNullable().defaultTo(0)
      table.bigInteger('price_month').notNullable()
      table.bigInteger('price_quarter').nullable()
      table.bigInteger('price_forever').nullable()
      // Commands for the game server: `{nickname}` and `{seconds}` are filled in.
      table.text('grant_command').notNullable()
      table.text('revoke_command').notNullable()
      table.boolean('enabled').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['server_id', 'slug'])
    })

    this.schema.createTable('store_features', (table) => {
      table.increments('id')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      table.string('name_ru', 128).notNullable()
      table.string('name_en', 128).notNullable()
      table.integer('position').notNullable().defaultTo(0)
    })

    this.schema.createTable('store_role_features', (table) => {
      table
        .integer('role_id')
        .unsigned()
        .notNullable()
        .references('store_roles.id')
        .onDelete('CASCADE')
      table
        .integer('feature_id')
        .unsigned()
        .notNullable()
        .references('store_features.id')
        .onDelete('CASCADE')
      // A quantity or detail ("3 homes"); empty when the role simply has the feature.
      table.string('value_ru', 64).nullable()
      table.string('value_en', 64).nullable()
      table.primary(['role_id', 'feature_id'])
    })

    this.schema.createTable('store_kits', (table) => {
      table.increments('id')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      // The role that lets a player claim it.
      table
        .integer('role_id')
        .unsigned()
        .notNullable()
        .references('store_roles.id')
        .onDelete('CASCADE')
      table.string('name_ru', 64).notNullable()
      table.string('name_en', 64).notNullable()
      table.integer('claim_interval').unsigned().notNullable()
      table.enum('claim_unit', ['hours', 'days']).notNullable()
      // [{name, amount}]: what the kit holds, as the game names it.
      table.json('items').notNullable()
      table.integer('position').notNullable().defaultTo(0)
    })

    this.schema.createTable('store_abilities', (table) => {
      table.increments('id')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      table.string('slug', 32).notNullable()
      table.string('name_ru', 64).notNullable()
      table.string('name_en', 64).notNullable()
      table.text('description_ru').notNullable()
      table.text('description_en').notNullable()
      table.bigInteger('price').notNullable()
      table.text('grant_command').notNullable()
      table.integer('position').notNullable().defaultTo(0)
      table.boolean('enabled').notNullable().defaultTo(true)
      table.unique(['server_id', 'slug'])
    })

    // What a player holds: a role for a time (or forever) or an ability, on one server.
    this.schema.createTable('store_grants', (table) => {
      table.string('id', 36).primary()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      table
        .integer('role_id')
        .unsigned()
        .nullable()
        .references('store_roles.id')
        .onDelete('CASCADE')
      table
        .integer('ability_id')
        .unsigned()
        .nullable()
        .references('store_abilities.id')
        .onDelete('CASCADE')
      // active → expired (its time ran out) | moved (to another server's grant).
      table.enum('state', ['active', 'expired', 'moved']).notNullable().defaultTo('active')
      table.timestamp('starts_at').notNullable()
      // Null: forever.
      table.timestamp('expires_at').nullable()
      table.string('moved_from_id', 36).nullable()
      table.timestamp('ended_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['state', 'expires_at'])
      table.index(['user_id', 'server_id', 'state'])
    })

    this.schema.createTable('store_purchases', (table) => {
      table.string('id', 36).primary()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      table.string('grant_id', 36).notNullable().references('store_grants.id').onDelete('CASCADE')
      table.enum('kind', ['role', 'ability']).notNullable()
      table.integer('role_id').unsigned().nullable()
      table.integer('ability_id').unsigned().nullable()
      table.enum('period', ['month', 'quarter', 'forever']).nullable()
      // new, extend or stack (spec §4); abilities are always new.
      table.enum('mode', ['new', 'extend', 'stack']).notNullable()
      table.bigInteger('price').notNullable()
      table.integer('discount_percent').notNullable()
      table.bigInteger('amount').notNullable()
      table.string('delivery_command_id', 36).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('store_purchases')
    this.schema.dropTable('store_grants')
    this.schema.dropTable('store_abilities')
    this.schema.dropTable('store_kits')
    this.schema.dropTable('store_role_features')
    this.schema.dropTable('store_features')
    this.schema.dropTable('store_roles')
  }
}

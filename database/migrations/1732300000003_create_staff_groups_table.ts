import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('staff_groups', (table) => {
      table.increments('id')
      table.string('name', 64).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('staff_group_permissions', (table) => {
      table.increments('id')
      table
        .integer('staff_group_id')
        .unsigned()
        .notNullable()
        .references('staff_groups.id')
        .onDelete('CASCADE')
      // A dotted path (spec §6), e.g. web.documents.edit.
      table.string('permission', 191).notNullable()
      table.unique(['staff_group_id', 'permission'])
    })

    this.schema.createTable('staff_group_users', (table) => {
      table
        .integer('staff_group_id')
        .unsigned()
        .notNullable()
        .references('staff_groups.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.primary(['staff_group_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('staff_group_users')
    this.schema.dropTable('staff_group_permissions')
    this.schema.dropTable('staff_groups')
  }
}

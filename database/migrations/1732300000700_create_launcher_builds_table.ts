import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Launcher builds the staff publish (issue #26): one file per version and
| platform, its SHA-256, and the notes. The signed manifest lists the
| newest of each platform; `launcher_downloads` counts the start page's
| downloads (with the referral code the visitor came with).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('launcher_builds', (table) => {
      table.increments('id')
      table.string('version', 32).notNullable()
      table.string('platform', 16).notNullable()
      table.string('url', 500).notNullable()
      table.string('sha256', 64).notNullable()
      table.bigInteger('size_bytes').nullable()
      table.text('notes').nullable()
      table
        .integer('published_by')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['version', 'platform'])
      table.index(['platform', 'created_at'])
    })
    // Downloads from the start page's buttons (with platform and build) and from the
    // spec §7 calls `visits/download` / `referral/download/{code}` (with address and agent).
    this.schema.createTable('launcher_downloads', (table) => {
      table.bigIncrements('id')
      table.string('platform', 16).nullable()
      table
        .integer('build_id')
        .unsigned()
        .nullable()
        .references('launcher_builds.id')
        .onDelete('SET NULL')
      table.string('referral_code', 64).nullable()
      table.string('ip', 45).nullable()
      table.string('user_agent', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['platform', 'created_at'])
      table.index(['referral_code', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('launcher_downloads')
    this.schema.dropTable('launcher_builds')
  }
}

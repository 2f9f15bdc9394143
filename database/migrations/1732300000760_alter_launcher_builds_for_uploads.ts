import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Launcher builds from the staff page (issue #26): a file uploaded to the
| site's disk keeps its path there (to delete it with its build), and a
| build withdrawn leaves the manifest and the start page without losing
| its row (downloads point at it) and can be published again.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('launcher_builds', (table) => {
      table.string('file_path', 300).nullable()
      table.timestamp('withdrawn_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('launcher_builds', (table) => {
      table.dropColumn('withdrawn_at')
      table.dropColumn('file_path')
    })
  }
}

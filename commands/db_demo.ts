import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Seeds the demo data once: on the first run of the embedded default, or
 * on any database that holds no server yet. Never touches a live database.
 */
export default class DbDemo extends BaseCommand {
  static commandName = 'db:demo'
  static description = 'Seed demo data when the database has none yet'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: Server } = await import('#models/server')
    const existing = await Server.query().count('* as total').firstOrFail()
    if (Number(existing.$extras.total) > 0) {
      this.logger.info('demo data already present, nothing seeded')
      return
    }
    const { default: MainSeeder } = await import('#database/seeders/main_seeder')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await new MainSeeder(db.connection()).run()
    this.logger.success('demo data seeded')
  }
}

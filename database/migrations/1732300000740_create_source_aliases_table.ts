import { BaseSchema } from '@adonisjs/lucid/schema'
import { sqlTime } from '#data/sql_time'

/*
| Campaign aliases of `/source/{alias}` (issue #24, spec §2): an advertising
| link's short name → the referral code its visits and registrations count
| for. Staff keep them (`web.sources.edit`); the previous site's aliases are
| stored here so its printed links keep working.
*/
const PREVIOUS_SITE: Record<string, string> = {
  youtube: 'youtube',
  yt: 'youtube',
  vk: 'vk',
  vkontakte: 'vk',
  telegram: 'telegram',
  tg: 'telegram',
  tiktok: 'tiktok',
  discord: 'discord',
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('source_aliases', (table) => {
      table.increments('id')
      // Lower case: `/source/{alias}` matches ignoring case.
      table.string('alias', 64).notNullable().unique()
      table.string('code', 64).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    this.defer(async (db) => {
      const now = sqlTime()
      await db.table('source_aliases').multiInsert(
        Object.entries(PREVIOUS_SITE).map(([alias, code]) => ({
          alias,
          code,
          created_at: now,
          updated_at: now,
        }))
      )
    })
  }

  async down() {
    this.schema.dropTable('source_aliases')
  }
}

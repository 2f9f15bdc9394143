import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts } from '#database/demo/accounts'
import { seedEconomy } from '#database/demo/economy'
import { seedGameActivity } from '#database/demo/game_activity'
import { seedContent } from '#database/demo/content'
import { seedStore } from '#database/demo/store'
import { seedPurchases } from '#database/demo/purchases'
import { seedRewards } from '#database/demo/rewards'
import { seedLooks } from '#database/demo/looks'

/**
 * The demo data of the embedded default, so that no page is ever empty.
 * Each area adds its own `database/demo/<area>.ts` and one line here;
 * every step is safe to run again.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedPlatform()
    await seedAccounts()
    await seedEconomy()
    await seedGameActivity()
    await seedContent()
    await seedStore()
    await seedPurchases()
    await seedRewards()
    await seedLooks()
  }
}

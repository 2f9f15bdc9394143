import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace players:generate --players N [--days D] [--seed S] [--reset]` (issue #13, data at
 * scale): realistic players with years of play for benchmarks and load tests
 * (PlayerGenerator). Refuses a database that already has game players unless --reset,
 * and a production environment unless --force.
 */
export default class PlayersGenerate extends BaseCommand {
  static commandName = 'players:generate'
  static description =
    'Fill the database with realistic players, play sessions, statistics and bans'
  static help = [
    'Players come over the last --days days; the same --seed gives the same players.',
    '  node ace players:generate --players 500000',
    '  node ace players:generate --players 2000 --days 365 --seed 7 --reset',
  ]
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'How many players (accounts and game players)', required: true })
  declare players: number

  @flags.number({ description: 'Days of history up to now', default: 1825 })
  declare days: number

  @flags.number({ description: 'Seed of the random source', default: 1 })
  declare seed: number

  @flags.boolean({
    description: 'Delete every game player, their activity and generated accounts first',
  })
  declare reset: boolean

  @flags.boolean({ description: 'Run even in production' })
  declare force: boolean

  async run() {
    if (!Number.isInteger(this.players) || this.players < 1 || !(this.days >= 1)) {
      this.logger.error('--players must be a whole number ≥ 1 and --days ≥ 1')
      this.exitCode = 1
      return
    }
    if (this.app.inProduction && !this.force) {
      this.logger.error(
        'This is a production environment: generated players would mix with real ones. Add --force to run anyway.'
      )
      this.exitCode = 1
      return
    }
    const { default: PlayerGenerator } = await import('#dev/generators/player_generator')
    const generator = await this.app.container.make(PlayerGenerator)
    const existing = await generator.existingPlayers()
    if (existing > 0 && !this.reset) {
      this.logger.error(
        `The database already has ${existing} game players. Run with --reset to delete every game player, the game API's data and previously generated accounts first.`
      )
      this.exitCode = 1
      return
    }
    const started = performance.now()
    if (this.reset) {
      this.logger.info('deleting game players, their activity and generated accounts')
      await generator.reset()
    }
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
    let reported = 0
    const rows = await generator.generate({
      players: this.players,
      days: this.days,
      seed: this.seed,
      onProgress: ({ done, total, rows: sofar }) => {
        if (done < total && performance.now() - reported < 5000) return
        reported = performance.now()
        this.logger.info(
          `${elapsed()}: ${done}/${total} players, ${sofar.sessions} sessions, ${sofar.playtimeDays} playtime days`
        )
      },
    })
    this.logger.success(
      `${this.players} players in ${elapsed()}: ${rows.users} accounts, ${rows.gamePlayers} game players, ` +
        `${rows.sessions} play sessions, ${rows.playtimeDays} playtime days, ${rows.playtimeTotals} playtime totals, ${rows.statistics} statistics rows, ${rows.bans} bans`
    )
  }
}

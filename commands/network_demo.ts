import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import env from '#start/env'

/**
 * `node ace network:demo`: runs the demo game network beside the site
 * (`npm run dev` starts it): status-ping endpoints of the seeded servers on
 * 127.0.0.1, an RCON endpoint, and simulated players using the game API.
 */
export default class NetworkDemo extends BaseCommand {
  static commandName = 'network:demo'
  static description = 'Run the demo game network (status pings, RCON, players) until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.string({ description: 'Base URL of the site whose game API the players use' })
  declare site?: string

  async run() {
    const { default: DemoNetwork } = await import('#dev/demo_network')
    const site = this.site ?? `http://127.0.0.1:${env.get('PORT')}`
    const network = new DemoNetwork(site)
    await network.start()
    for (const { server, ping } of network.servers) {
      this.logger.info(`${server.name}: status ping on 127.0.0.1:${ping.port}`)
    }
    for (const rcon of network.rcon) this.logger.info(`RCON on 127.0.0.1:${rcon.port}`)
    this.logger.success(`demo network running; players use ${site}/api/game/v1`)
    const stop = async () => {
      await network.stop()
      await this.terminate()
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}

import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace payments:fake`: YooKassa and Cryptomus stand-ins on 127.0.0.1
 * for the local demo (issue #11). Their confirmation pages let a tester pay
 * or cancel; they notify this app's webhooks. `npm run dev` starts it and
 * points the site at it; alone, it prints the .env lines that do the same.
 * Runs until stopped.
 */
export default class PaymentsFake extends BaseCommand {
  static commandName = 'payments:fake'
  static description = 'Run fake YooKassa and Cryptomus gateways for local top-ups'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'Port of the fake YooKassa', default: 4010 })
  declare yookassaPort: number

  @flags.number({ description: 'Port of the fake Cryptomus', default: 4011 })
  declare cryptomusPort: number

  @flags.boolean({ description: 'Do not print the .env lines (npm run dev passes them itself)' })
  declare quiet: boolean

  async run() {
    const { default: env } = await import('#start/env')
    const { FakeYookassa } = await import('#dev/fakes/fake_yookassa')
    const { FakeCryptomus } = await import('#dev/fakes/fake_cryptomus')
    const { fakeGatewayEnv } = await import('#dev/fakes/fake_gateway_env')
    const appUrl = env.get('APP_URL').replace(/\/+$/, '')

    const yookassa = await FakeYookassa.start({
      port: this.yookassaPort,
      webhookUrl: `${appUrl}/api/payments/webhooks/yookassa`,
    })
    const cryptomus = await FakeCryptomus.start({ port: this.cryptomusPort })

    this.logger.success(
      `fake YooKassa on ${yookassa.origin}, fake Cryptomus on ${cryptomus.origin} (test payments)`
    )
    if (!this.quiet) {
      this.logger.info('put these lines in .env and restart the site:')
      const lines = fakeGatewayEnv({ yookassa: this.yookassaPort, cryptomus: this.cryptomusPort })
      for (const [name, value] of Object.entries(lines)) console.log(`${name}=${value}`)
    }

    const stop = async () => {
      await Promise.all([yookassa.close(), cryptomus.close()])
      await this.terminate()
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}

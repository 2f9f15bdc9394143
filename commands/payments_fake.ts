import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace payments:fake`: YooKassa and Cryptomus stand-ins on 127.0.0.1
 * for the local demo (issue #11). Their confirmation pages let a tester pay
 * or cancel; they notify this app's webhooks. Prints the .env lines that
 * point the app at them, and runs until stopped.
 */
export default class PaymentsFake extends BaseCommand {
  static commandName = 'payments:fake'
  static description = 'Run fake YooKassa and Cryptomus gateways for local top-ups'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'Port of the fake YooKassa', default: 4010 })
  declare yookassaPort: number

  @flags.number({ description: 'Port of the fake Cryptomus', default: 4011 })
  declare cryptomusPort: number

  async run() {
    const { default: env } = await import('#start/env')
    const { FakeYookassa } = await import('#dev/fakes/fake_yookassa')
    const { FakeCryptomus } = await import('#dev/fakes/fake_cryptomus')
    const appUrl = env.get('APP_URL').replace(/\/+$/, '')

    const yookassa = await FakeYookassa.start({
      port: this.yookassaPort,
      webhookUrl: `${appUrl}/api/payments/webhooks/yookassa`,
    })
    const cryptomus = await FakeCryptomus.start({ port: this.cryptomusPort })

    this.logger.success(
      `fake YooKassa on ${yookassa.origin}, fake Cryptomus on ${cryptomus.origin}`
    )
    this.logger.info('put these lines in .env and restart `npm run dev`:')
    for (const line of [
      `YOOKASSA_API_URL=${yookassa.apiUrl}`,
      `YOOKASSA_SHOP_ID=${yookassa.options.shopId}`,
      `YOOKASSA_SECRET_KEY=${yookassa.options.secretKey}`,
      `CRYPTOMUS_API_URL=${cryptomus.apiUrl}`,
      `CRYPTOMUS_MERCHANT_ID=${cryptomus.options.merchantId}`,
      `CRYPTOMUS_API_KEY=${cryptomus.options.apiKey}`,
    ]) {
      console.log(line)
    }

    const stop = async () => {
      await Promise.all([yookassa.close(), cryptomus.close()])
      await this.terminate()
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}

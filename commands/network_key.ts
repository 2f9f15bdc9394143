import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import i18nManager from '@adonisjs/i18n/services/main'
import DomainException from '#exceptions/domain_exception'

/** `node ace network:key <slug>`: issues a server's game API key and shows it once. */
export default class NetworkKey extends BaseCommand {
  static commandName = 'network:key'
  static description = 'Issue a new game API key for a server (the old one stops working)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Server slug, e.g. techno-magic-rpg' })
  declare slug: string

  async run() {
    const { default: ServerKeyService } = await import('#services/network/server_key_service')
    await i18nManager.loadTranslations()
    // Console tooling speaks English, as the staff:* commands do.
    const i18n = i18nManager.locale('en')
    try {
      const { server, key } = await new ServerKeyService().issue(this.slug)
      this.logger.success(i18n.t('network.servers.key_issued', { name: server.name }))
      this.logger.log(key)
    } catch (error) {
      if (!(error instanceof DomainException)) throw error
      this.logger.error(i18n.t(error.translationKey, error.data))
      this.exitCode = 1
    }
  }
}

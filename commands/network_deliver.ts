import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import i18nManager from '@adonisjs/i18n/services/main'
import DomainException from '#exceptions/domain_exception'

/**
 * `node ace network:deliver <slug> <nickname> <command>`: queues a command
 * in the delivery outbox by hand (a grant staff promised, a test), exactly
 * as an area of the site would; the same --key again queues nothing new.
 */
export default class NetworkDeliver extends BaseCommand {
  static commandName = 'network:deliver'
  static description = 'Queue a command for a game server in the delivery outbox'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Server slug, e.g. techno-magic-rpg' })
  declare slug: string

  @args.string({ description: 'The player’s nickname in the game' })
  declare nickname: string

  @args.string({ description: 'The command, without a leading slash' })
  declare command: string

  @flags.string({ description: 'Idempotency key: the same key again queues nothing new' })
  declare key: string

  @flags.boolean({ description: 'Run only while the player is on the server' })
  declare online: boolean

  @flags.string({ description: 'What the player and staff read instead of the command' })
  declare label: string

  async run() {
    const { default: Server } = await import('#models/server')
    const { default: DeliveryService } = await import('#services/network/delivery_service')
    const { randomUUID } = await import('node:crypto')
    await i18nManager.loadTranslations()
    const i18n = i18nManager.locale('en')
    const server = await Server.findBy('slug', this.slug)
    if (!server) {
      this.logger.error(i18n.t('network.servers.unknown_server', { slug: this.slug }))
      this.exitCode = 1
      return
    }
    try {
      const queued = await new DeliveryService().enqueue({
        serverId: server.id,
        nickname: this.nickname,
        command: this.command,
        requiresOnline: this.online ?? false,
        idempotencyKey: this.key ?? `console:${randomUUID()}`,
        label: this.label ?? null,
      })
      this.logger.success(`${queued.id} ${queued.state}`)
    } catch (error) {
      if (!(error instanceof DomainException)) throw error
      this.logger.error(i18n.t(error.translationKey, error.data))
      this.exitCode = 1
    }
  }
}

import { inject } from '@adonisjs/core'
import { errors as lucidErrors } from '@adonisjs/lucid'
import app from '@adonisjs/core/services/app'
import BotMessage from '#models/bot_message'
import BotMessengerService from '#services/accounts/bot_messenger_service'
import BotUpdateService from '#services/accounts/bot_update_service'
import type { BotKind } from '#domain/accounts/two_factor'

/** How many of the newest messages the inbox shows. */
const SHOWN = 50

/**
 * The dev bot inbox of the embedded default (README "Two-factor bots"):
 * outside production, what a bot without a token would have sent, and
 * the tester's side of the chat — pressing its buttons and writing to the
 * bot go through the same code as the real webhooks. 404 otherwise.
 */
@inject()
export default class DevBotInboxService {
  constructor(
    private messenger: BotMessengerService,
    private updates: BotUpdateService
  ) {}

  /** The bots the inbox stands in for (those without a token). */
  bots(): BotKind[] {
    if (!app.config.get<boolean>('bots.devInbox')) return []
    return (['telegram', 'vk'] as const).filter((bot) => !this.messenger.live(bot))
  }

  /** Newest first; throws E_ROW_NOT_FOUND (404) when no bot is stood in for. */
  async list() {
    this.assertOpen()
    return BotMessage.query().whereIn('bot', this.bots()).orderBy('id', 'desc').limit(SHOWN)
  }

  /** Presses a button of a kept message, as its chat would. */
  async press(messageId: number, data: string, locale: string) {
    this.assertOpen()
    const message = await BotMessage.query()
      .where('id', messageId)
      .whereIn('bot', this.bots())
      .firstOrFail()
    if (!message.buttons.some((button) => button.data === data)) {
      throw new lucidErrors.E_ROW_NOT_FOUND()
    }
    return this.updates.press(message.bot, message.chatId, data, { callbackId: '' }, locale)
  }

  /** Writes to the bot as the chat `chatId` (the link command). */
  async write(bot: BotKind, chatId: string, text: string, locale: string) {
    this.assertOpen(bot)
    await this.updates.message(bot, chatId, text, locale)
  }

  private assertOpen(bot?: BotKind) {
    const open = this.bots()
    if (open.length === 0 || (bot && !open.includes(bot))) throw new lucidErrors.E_ROW_NOT_FOUND()
  }
}

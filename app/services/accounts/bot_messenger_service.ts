import logger from '@adonisjs/core/services/logger'
import app from '@adonisjs/core/services/app'
import BotMessage from '#models/bot_message'
import TelegramBotClient, { type BotButtonRow } from '#clients/telegram_bot_client'
import VkBotClient from '#clients/vk_bot_client'
import type { BotKind } from '#domain/accounts/two_factor'

/**
 * Sends what the two-factor bots say: through the bot's API when its token
 * is set, else into the dev bot inbox (outside production), so services
 * speak the same way in every environment. A failing bot is logged, never
 * thrown: the login it concerns can still be confirmed later or expire.
 */
export default class BotMessengerService {
  constructor(
    private telegram = new TelegramBotClient(),
    private vk = new VkBotClient()
  ) {}

  /** Whether the bot can reach players: a token, or the dev inbox outside production. */
  available(bot: BotKind) {
    return this.live(bot) || app.config.get<boolean>('bots.devInbox')
  }

  /** Whether the bot's token is set (a real bot). */
  live(bot: BotKind) {
    return bot === 'telegram' ? this.telegram.enabled : this.vk.enabled
  }

  async send(bot: BotKind, chatId: string, text: string, buttons: BotButtonRow = []) {
    if (!this.live(bot)) {
      if (app.config.get<boolean>('bots.devInbox'))
        await BotMessage.create({ bot, chatId, text, buttons })
      return
    }
    try {
      if (bot === 'telegram') await this.telegram.sendMessage(chatId, text, buttons)
      else await this.vk.sendMessage(chatId, text, buttons)
    } catch (error) {
      logger.error({ err: error, bot }, 'the two-factor bot could not send a message')
    }
  }

  /** The short answer to a pressed button (a toast in Telegram, a snackbar in VK). */
  async answer(
    bot: BotKind,
    press: { callbackId: string; userId?: string; peerId?: string },
    text: string
  ) {
    if (!this.live(bot)) return
    try {
      if (bot === 'telegram') await this.telegram.answerCallbackQuery(press.callbackId, text)
      else await this.vk.answerEvent(press.callbackId, press.userId ?? '', press.peerId ?? '', text)
    } catch (error) {
      logger.error({ err: error, bot }, 'the two-factor bot could not answer a button')
    }
  }
}

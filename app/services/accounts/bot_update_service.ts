import { inject } from '@adonisjs/core'
import { safeEqual } from '@adonisjs/core/helpers'
import i18nManager from '@adonisjs/i18n/services/main'
import app from '@adonisjs/core/services/app'
import type { BotsConfig } from '#config/bots'
import BotMessengerService from '#services/accounts/bot_messenger_service'
import TwoFactorService from '#services/accounts/two_factor_service'
import LoginAlertService from '#services/accounts/login_alert_service'
import BotWebhookForbiddenException from '#exceptions/bot_webhook_forbidden_exception'
import { parseCallbackData, type BotKind } from '#domain/accounts/two_factor'

export type ButtonPress = {
  /** Telegram's callback_query id or VK's event_id, to answer the press. */
  callbackId: string
  userId?: string
  peerId?: string
}

const bots = () => app.config.get<BotsConfig>('bots')

function sameSecret(expected: string | null, given: unknown) {
  if (!expected || typeof given !== 'string') return false
  return safeEqual(expected, given)
}

/**
 * What the bots' webhooks deliver (Telegram updates, VK Callback API
 * events, and the dev bot inbox's presses): messages may carry a link
 * command, buttons confirm or deny a login or end a session ("not me").
 */
@inject()
export default class BotUpdateService {
  constructor(
    private messenger: BotMessengerService,
    private twoFactor: TwoFactorService,
    private alerts: LoginAlertService
  ) {}

  /** Telegram's X-Telegram-Bot-Api-Secret-Token; throws BotWebhookForbiddenException (403). */
  assertTelegramSecret(given: unknown) {
    if (!this.messenger.live('telegram') || !sameSecret(bots().telegram.webhookSecret, given)) {
      throw new BotWebhookForbiddenException()
    }
  }

  /** VK Callback API's `secret` (and group); throws BotWebhookForbiddenException (403). */
  assertVkSecret(given: unknown, groupId: unknown) {
    const groupMatches = bots().vk.groupId === null || String(groupId) === bots().vk.groupId
    if (!this.messenger.live('vk') || !groupMatches || !sameSecret(bots().vk.secret, given)) {
      throw new BotWebhookForbiddenException()
    }
  }

  /** The string VK's `confirmation` event is answered with. */
  vkConfirmation() {
    return bots().vk.confirmation ?? ''
  }

  /** A message to the bot (a link command, or anything: the bot's help). */
  message(bot: BotKind, chatId: string, text: unknown, locale: string) {
    return this.twoFactor.receive(bot, chatId, text, locale)
  }

  /** A pressed button; answers it and says the outcome in the chat. */
  async press(bot: BotKind, chatId: string, data: unknown, press: ButtonPress, locale: string) {
    const parsed = parseCallbackData(data)
    let key = 'accounts.two_factor.bot.stale'
    if (parsed?.action === 'not_me') key = await this.alerts.notMe(bot, chatId, parsed.id)
    else if (parsed) {
      key = await this.twoFactor.decide(bot, chatId, parsed.id, parsed.action === 'confirm')
    }
    const text = i18nManager.locale(locale).t(key)
    await this.messenger.answer(bot, press, text)
    await this.messenger.send(bot, chatId, text)
    return key
  }
}

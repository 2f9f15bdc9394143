import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import BotUpdateService from '#services/accounts/bot_update_service'
import { botLocale } from '#domain/accounts/two_factor'

/**
 * The Telegram bot's webhook (setWebhook with secret_token): a message
 * (the link command) or a pressed button. Refused (403) without
 * X-Telegram-Bot-Api-Secret-Token; anything else is acknowledged so
 * Telegram does not retry it.
 */
@inject()
export default class TelegramUpdatesController {
  constructor(private updates: BotUpdateService) {}

  async store({ request, response }: HttpContext) {
    this.updates.assertTelegramSecret(request.header('x-telegram-bot-api-secret-token'))
    const { message, callback_query: query } = request.body() as Record<string, any>
    if (message?.chat?.id !== undefined) {
      await this.updates.message(
        'telegram',
        String(message.chat.id),
        message.text,
        botLocale(message.from?.language_code)
      )
    } else if (query?.message?.chat?.id !== undefined) {
      await this.updates.press(
        'telegram',
        String(query.message.chat.id),
        query.data,
        { callbackId: String(query.id) },
        botLocale(query.from?.language_code)
      )
    }
    return response.ok({ ok: true })
  }
}

import app from '@adonisjs/core/services/app'
import type { BotsConfig } from '#config/bots'

export type BotButtonRow = { text: string; data: string }[]

/** The Bot API refused a call or could not be reached. */
export class BotApiError extends Error {}

/**
 * The few Telegram Bot API calls the two-factor bot makes
 * (https://core.telegram.org/bots/api): sendMessage with an inline
 * keyboard and answerCallbackQuery. Base URL from TELEGRAM_API_URL; tests
 * run a fake Bot API on 127.0.0.1.
 */
export default class TelegramBotClient {
  // Read per client, so tests can switch the bot off with app.config.set().
  constructor(readonly config: BotsConfig['telegram'] = app.config.get('bots.telegram')) {}

  get enabled() {
    return this.config.token !== null
  }

  private async call(method: string, body: Record<string, unknown>) {
    let answer: { ok?: boolean; description?: string }
    try {
      const response = await fetch(`${this.config.apiUrl}/bot${this.config.token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(app.config.get<number>('bots.timeoutMs')),
      })
      answer = (await response.json()) as typeof answer
    } catch (error) {
      throw new BotApiError(`Telegram ${method} failed`, { cause: error })
    }
    if (!answer.ok) throw new BotApiError(`Telegram ${method}: ${answer.description ?? 'refused'}`)
  }

  sendMessage(chatId: string, text: string, buttons: BotButtonRow = []) {
    return this.call('sendMessage', {
      chat_id: chatId,
      text,
      ...(buttons.length
        ? {
            reply_markup: {
              inline_keyboard: [buttons.map((b) => ({ text: b.text, callback_data: b.data }))],
            },
          }
        : {}),
    })
  }

  answerCallbackQuery(callbackQueryId: string, text: string) {
    return this.call('answerCallbackQuery', { callback_query_id: callbackQueryId, text })
  }
}

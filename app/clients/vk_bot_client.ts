import { randomInt } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { BotsConfig } from '#config/bots'
import { BotApiError, type BotButtonRow } from '#clients/telegram_bot_client'

const API_VERSION = '5.199'

/**
 * The VK community messages the two-factor bot sends (https://dev.vk.com/ru/method/messages.send):
 * messages.send with an inline keyboard of callback buttons, and
 * sendMessageEventAnswer for a pressed one. Base URL from VK_API_URL;
 * tests run a fake API on 127.0.0.1.
 */
export default class VkBotClient {
  constructor(readonly config: BotsConfig['vk'] = app.config.get('bots.vk')) {}

  get enabled() {
    return this.config.token !== null
  }

  private async call(method: string, params: Record<string, string>) {
    let answer: { error?: { error_msg?: string } }
    try {
      const response = await fetch(`${this.config.apiUrl}/method/${method}`, {
        method: 'POST',
        body: new URLSearchParams({
          ...params,
          access_token: this.config.token ?? '',
          v: API_VERSION,
        }),
        signal: AbortSignal.timeout(app.config.get<number>('bots.timeoutMs')),
      })
      answer = (await response.json()) as typeof answer
    } catch (error) {
      throw new BotApiError(`VK ${method} failed`, { cause: error })
    }
    if (answer.error) throw new BotApiError(`VK ${method}: ${answer.error.error_msg ?? 'refused'}`)
  }

  sendMessage(peerId: string, text: string, buttons: BotButtonRow = []) {
    const keyboard = {
      inline: true,
      buttons: [
        buttons.map((button) => ({
          action: {
            type: 'callback',
            label: button.text,
            payload: JSON.stringify({ d: button.data }),
          },
        })),
      ],
    }
    return this.call('messages.send', {
      peer_id: peerId,
      random_id: String(randomInt(1, 2 ** 31 - 1)),
      message: text,
      ...(buttons.length ? { keyboard: JSON.stringify(keyboard) } : {}),
    })
  }

  answerEvent(eventId: string, userId: string, peerId: string, text: string) {
    return this.call('messages.sendMessageEventAnswer', {
      event_id: eventId,
      user_id: userId,
      peer_id: peerId,
      event_data: JSON.stringify({ type: 'show_snackbar', text }),
    })
  }
}

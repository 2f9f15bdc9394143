/*
| Fake bot APIs on 127.0.0.1 at the addresses .env.test gives the app:
| the Telegram Bot API (sendMessage, answerCallbackQuery) and the VK API
| (messages.send, messages.sendMessageEventAnswer). Every call is recorded;
| tests play the platforms' side by posting updates to the app's webhooks.
*/
import { createServer, type Server } from 'node:http'
import env from '#start/env'

export type SentMessage = {
  bot: 'telegram' | 'vk'
  chatId: string
  text: string
  /** The inline buttons' callback data / payload, in order. */
  buttons: { text: string; data: string }[]
}

async function body(req: import('node:http').IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function listen(url: string, handler: Parameters<typeof createServer>[1]) {
  const { hostname, port } = new URL(url)
  const server = createServer(handler)
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(port), hostname, () => resolve(server))
  })
}

export class FakeBots {
  readonly sent: SentMessage[] = []
  readonly answers: string[] = []
  private servers: Server[] = []

  async start() {
    const token = env.get('TELEGRAM_BOT_TOKEN')
    this.servers.push(
      await listen(env.get('TELEGRAM_API_URL')!, async (req, res) => {
        const payload = JSON.parse((await body(req)) || '{}')
        res.setHeader('content-type', 'application/json')
        if (req.url === `/bot${token}/sendMessage`) {
          const keyboard = payload.reply_markup?.inline_keyboard?.[0] ?? []
          this.sent.push({
            bot: 'telegram',
            chatId: String(payload.chat_id),
            text: payload.text,
            buttons: keyboard.map((b: any) => ({ text: b.text, data: b.callback_data })),
          })
          return res.end(JSON.stringify({ ok: true, result: { message_id: this.sent.length } }))
        }
        if (req.url === `/bot${token}/answerCallbackQuery`) {
          this.answers.push(payload.text)
          return res.end(JSON.stringify({ ok: true, result: true }))
        }
        res.statusCode = 404
        res.end(JSON.stringify({ ok: false, description: 'Not Found' }))
      })
    )
    this.servers.push(
      await listen(env.get('VK_API_URL')!, async (req, res) => {
        const form = new URLSearchParams(await body(req))
        res.setHeader('content-type', 'application/json')
        if (form.get('access_token') !== env.get('VK_BOT_TOKEN')) {
          return res.end(JSON.stringify({ error: { error_code: 5, error_msg: 'auth failed' } }))
        }
        if (req.url === '/method/messages.send') {
          const keyboard = JSON.parse(form.get('keyboard') ?? '{"buttons":[[]]}')
          this.sent.push({
            bot: 'vk',
            chatId: form.get('peer_id') ?? '',
            text: form.get('message') ?? '',
            buttons: keyboard.buttons[0].map((b: any) => ({
              text: b.action.label,
              data: JSON.parse(b.action.payload).d,
            })),
          })
          return res.end(JSON.stringify({ response: this.sent.length }))
        }
        if (req.url === '/method/messages.sendMessageEventAnswer') {
          this.answers.push(JSON.parse(form.get('event_data') ?? '{}').text)
          return res.end(JSON.stringify({ response: 1 }))
        }
        res.end(JSON.stringify({ error: { error_code: 3, error_msg: 'unknown method' } }))
      })
    )
  }

  /** The last message sent to a chat. */
  lastTo(chatId: string) {
    return this.sent.filter((message) => message.chatId === chatId).at(-1)
  }

  clear() {
    this.sent.length = 0
    this.answers.length = 0
  }

  async stop() {
    await Promise.all(
      this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))
    )
    this.servers = []
  }
}

/** A Telegram update as the Bot API posts it to the webhook. */
export function telegramMessage(chatId: string, text: string) {
  return {
    update_id: Date.now(),
    message: {
      message_id: 1,
      chat: { id: Number(chatId), type: 'private' },
      from: { id: Number(chatId), language_code: 'en' },
      text,
    },
  }
}

export function telegramPress(chatId: string, data: string) {
  return {
    update_id: Date.now(),
    callback_query: {
      id: `cb-${Math.random()}`,
      from: { id: Number(chatId), language_code: 'en' },
      message: { message_id: 1, chat: { id: Number(chatId), type: 'private' } },
      data,
    },
  }
}

export const TELEGRAM_SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token'

import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
| The two-factor bots (issue #12): Telegram and a VK community. A bot is
| live when its token is set; without one the embedded default (outside
| production) keeps what the bot would send in the dev bot inbox, where a
| tester presses the buttons (README "Two-factor bots").
*/
const trimmed = (url: string) => url.replace(/\/+$/, '')

const botsConfig = {
  telegram: {
    token: env.get('TELEGRAM_BOT_TOKEN') || null,
    /** The bot's @username: the link `https://t.me/<username>?start=<code>`. */
    username: env.get('TELEGRAM_BOT_USERNAME') || null,
    /** Sent by Telegram as X-Telegram-Bot-Api-Secret-Token (setWebhook secret_token). */
    webhookSecret: env.get('TELEGRAM_WEBHOOK_SECRET') || null,
    apiUrl: trimmed(env.get('TELEGRAM_API_URL', 'https://api.telegram.org')),
  },
  vk: {
    /** The community's access token (messages). */
    token: env.get('VK_BOT_TOKEN') || null,
    groupId: env.get('VK_GROUP_ID') || null,
    /** The string the Callback API's `confirmation` event must be answered with. */
    confirmation: env.get('VK_CALLBACK_CONFIRMATION') || null,
    /** The `secret` every Callback API event carries. */
    secret: env.get('VK_CALLBACK_SECRET') || null,
    apiUrl: trimmed(env.get('VK_API_URL', 'https://api.vk.com')),
  },
  /** The dev bot inbox stands in for bots without a token, never in production. */
  devInbox: !app.inProduction,
  timeoutMs: 10_000,
}

export type BotsConfig = typeof botsConfig

export default botsConfig

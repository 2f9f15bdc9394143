import hash from '@adonisjs/core/services/hash'
import TwoFactorLink from '#models/two_factor_link'
import { UserFactory } from '#database/factories/user_factory'
import { TELEGRAM_SECRET_HEADER, telegramPress } from '#tests/support/fake_bots'
import { siteUrl } from '#tests/support/http'
import env from '#start/env'
import { pathFor } from '#tests/support/urls'

export const PASSWORD = 'correct horse battery'

/** A player with a password and the Telegram bot linked to `chatId`. */
export async function playerWithTelegram(chatId = '777001') {
  const user = await UserFactory.merge({ password: await hash.make(PASSWORD) }).create()
  await TwoFactorLink.create({ userId: user.id, bot: 'telegram', chatId })
  return user
}

/** Posts an update to the app's Telegram webhook as Telegram does (with the secret). */
export function postTelegram(update: unknown, secret = env.get('TELEGRAM_WEBHOOK_SECRET')!) {
  return fetch(siteUrl(pathFor('api.accounts.telegram_updates.store')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TELEGRAM_SECRET_HEADER]: secret },
    body: JSON.stringify(update),
  })
}

/** Presses a button of the bot's message in the chat. */
export function pressInTelegram(chatId: string, data: string) {
  return postTelegram(telegramPress(chatId, data))
}

/** The -7 login's pending confirmation, through the API. */
export async function apiLogin(
  login: string,
  path = pathFor('api.accounts.sessions.store'),
  extra = {}
) {
  const response = await fetch(siteUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ login, password: PASSWORD, ...extra }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** POST user/auth/2fa with a pending confirmation. */
export async function completeLogin(details: { challengeId: string; challengeSecret: string }) {
  const response = await fetch(siteUrl(pathFor('api.accounts.two_factor.store')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({
      challengeId: details.challengeId,
      challengeSecret: details.challengeSecret,
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

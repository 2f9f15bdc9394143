import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import { DateTime } from 'luxon'
import AccountHistoryEntry from '#models/account_history_entry'
import TwoFactorChallenge from '#models/two_factor_challenge'
import TwoFactorLink from '#models/two_factor_link'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { FakeBots, telegramMessage } from '#tests/support/fake_bots'
import { siteUrl } from '#tests/support/http'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import {
  apiLogin,
  completeLogin,
  playerWithTelegram,
  postTelegram,
  pressInTelegram,
} from '#tests/support/two_factor'
import env from '#start/env'
import { pagePath, pathFor } from '#tests/support/urls'

const bots = new FakeBots()
const CHAT = '777001'

function startBots(group: Group) {
  group.setup(async () => {
    await bots.start()
    return () => bots.stop()
  })
  group.each.setup(() => bots.clear())
}

/** The callback data of the bot's last request to the chat, by button position. */
function lastButtons(chatId = CHAT) {
  return bots.lastTo(chatId)!.buttons.map((button) => button.data)
}

test.group('Two-factor: linking a bot', (group) => {
  startBots(group)
  group.each.setup(isolateDatabase)

  test('links Telegram with the one-time command sent to the bot', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)

    const command = await client
      .post(pagePath('en', 'accounts.two_factor_enrollments.store'))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .form({ bot: 'telegram' })
      .redirects(0)
    command.assertStatus(302)

    const settings = await client
      .get(pathFor('api.accounts.two_factor_settings.show'))
      .headers(sessionHeaders(current))
    const enrollment = settings.body().enrollment
    assert.equal(settings.body().type, 0)
    assert.match(enrollment.command, /^\/start [\w-]{16,}$/)
    assert.include(enrollment.botUrl, '?start=')

    const webhook = await postTelegram(telegramMessage(CHAT, enrollment.command))
    assert.equal(webhook.status, 200)

    const linked = await client
      .get(pathFor('api.accounts.two_factor_settings.show'))
      .headers(sessionHeaders(current))
    assert.containsSubset(linked.body(), {
      enabled: true,
      type: 1,
      bot: 'telegram',
      enrollment: null,
    })
    assert.include(bots.lastTo(CHAT)!.text, 'I will ask you to confirm every login')
    const entry = await AccountHistoryEntry.findByOrFail('user_id', user.id)
    assert.equal(entry.action, 'two_factor_linked')
    assert.equal(entry.target, '2fa')
    assert.equal(entry.sessionId, current.accessId)

    // The command is single use.
    await postTelegram(telegramMessage('888002', enrollment.command))
    const link = await TwoFactorLink.findOrFail(user.id)
    assert.equal(link.chatId, CHAT)
    assert.include(bots.lastTo('888002')!.text, 'I confirm logins to TechnoMagic')
  })

  test('refuses a Telegram webhook with a wrong or missing secret', async ({ assert }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    await fetch(siteUrl(pathFor('api.accounts.two_factor_settings.show')), {
      headers: sessionHeaders(current),
    })

    const wrong = await postTelegram(telegramMessage(CHAT, 'hello'), 'not-the-secret')
    assert.equal(wrong.status, 403)
    const body = (await wrong.json()) as Record<string, unknown>
    assert.equal(body.error_code, 1857)
    assert.lengthOf(bots.sent, 0)
  })

  test('answers the VK confirmation and links through the Callback API', async ({
    client,
    assert,
  }) => {
    const vk = (body: Record<string, unknown>) =>
      fetch(siteUrl(pathFor('api.accounts.vk_events.store')), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ group_id: 4242, secret: env.get('VK_CALLBACK_SECRET'), ...body }),
      })
    const confirmation = await vk({ type: 'confirmation' })
    assert.equal(await confirmation.text(), 'test-vk-confirmation')
    const forged = await vk({ type: 'confirmation', secret: 'nope' })
    assert.equal(forged.status, 403)

    const user = await UserFactory.create()
    const current = await openSession(user)
    await client
      .post(pagePath('en', 'accounts.two_factor_enrollments.store'))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .form({ bot: 'vk' })
    const settings = await client
      .get(pathFor('api.accounts.two_factor_settings.show'))
      .headers(sessionHeaders(current))
    assert.match(settings.body().enrollment.command, /^2fa /)

    const linked = await vk({
      type: 'message_new',
      object: {
        message: { from_id: 5005, peer_id: 5005, text: settings.body().enrollment.command },
      },
    })
    assert.equal(await linked.text(), 'ok')
    const link = await TwoFactorLink.findOrFail(user.id)
    assert.equal(link.bot, 'vk')
    assert.equal(link.chatId, '5005')
  })

  test('unlinks the bot and records it', async ({ client, assert }) => {
    const user = await playerWithTelegram()
    const current = await openSession(user)

    const response = await client
      .post(pathFor('api.accounts.two_factor_settings.destroy'))
      .headers(sessionHeaders(current))
    response.assertStatus(200)
    assert.containsSubset(response.body(), { enabled: false, type: 0 })
    assert.isNull(await TwoFactorLink.find(user.id))
    const entry = await AccountHistoryEntry.findByOrFail('user_id', user.id)
    assert.equal(entry.action, 'two_factor_unlinked')

    const again = await client
      .post(pathFor('api.accounts.two_factor_settings.destroy'))
      .headers(sessionHeaders(current))
    again.assertStatus(404)
  })
})

test.group('Two-factor: confirming logins', (group) => {
  startBots(group)
  group.each.setup(isolateDatabase)

  test('answers -7 with the pending confirmation, then logs in once the bot confirms', async ({
    assert,
  }) => {
    const user = await playerWithTelegram()
    const login = await apiLogin(user.nickname)

    assert.equal(login.status, 403)
    assert.equal(login.body.error_code, -7)
    assert.containsSubset(login.body.details, {
      userId: user.id,
      login: user.nickname,
      avatarOrSkin: null,
      bot: 'telegram',
      twoFactorType: 1,
      type: 'two_factor',
    })
    assert.lengthOf(await UserSession.query().where('user_id', user.id), 0)
    const [confirm, deny] = lastButtons()
    assert.match(confirm, /^2fa:c:/)
    assert.match(deny, /^2fa:d:/)
    assert.include(bots.lastTo(CHAT)!.text, user.nickname)

    const early = await completeLogin(login.body.details)
    assert.equal(early.status, 409)
    assert.equal(early.body.error_code, 1851)

    await pressInTelegram(CHAT, confirm)
    assert.include(bots.answers, 'Login confirmed.')
    const done = await completeLogin(login.body.details)
    assert.equal(done.status, 200)
    assert.equal(done.body.user.id, user.id)

    const twice = await completeLogin(login.body.details)
    assert.equal(twice.status, 400)
    assert.equal(twice.body.error_code, 1854)
    await pressInTelegram(CHAT, confirm)
    assert.equal(bots.answers.at(-1), 'This request is no longer valid.')
    assert.lengthOf(await UserSession.query().where('user_id', user.id), 1)
  })

  test('ends the login when the bot denies it', async ({ assert }) => {
    const user = await playerWithTelegram()
    const login = await apiLogin(user.nickname)
    await pressInTelegram(CHAT, lastButtons()[1])

    const refused = await completeLogin(login.body.details)
    assert.equal(refused.status, 400)
    assert.equal(refused.body.error_code, 1852)
    // A confirm after the deny changes nothing.
    await pressInTelegram(CHAT, `2fa:c:${login.body.details.challengeId}`)
    const after = await completeLogin(login.body.details)
    assert.equal(after.status, 400)
    assert.lengthOf(await UserSession.query().where('user_id', user.id), 0)
  })

  test('expires a confirmation that came too late', async ({ assert }) => {
    const user = await playerWithTelegram()
    const login = await apiLogin(user.nickname)
    await TwoFactorChallenge.query()
      .where('id', login.body.details.challengeId)
      .update({ expires_at: DateTime.utc().minus({ seconds: 1 }).toSQL({ includeOffset: false }) })

    await pressInTelegram(CHAT, `2fa:c:${login.body.details.challengeId}`)
    const late = await completeLogin(login.body.details)
    assert.equal(late.status, 400)
    assert.equal(late.body.error_code, 1853)
  })

  test('ignores a confirm pressed in another chat, and a forged secret', async ({ assert }) => {
    const user = await playerWithTelegram()
    const login = await apiLogin(user.nickname)
    await pressInTelegram('999', `2fa:c:${login.body.details.challengeId}`)
    const waiting = await completeLogin(login.body.details)
    assert.equal(waiting.body.error_code, 1851)

    await pressInTelegram(CHAT, `2fa:c:${login.body.details.challengeId}`)
    const forged = await completeLogin({ ...login.body.details, challengeSecret: 'x'.repeat(43) })
    assert.equal(forged.body.error_code, 1854)
  })

  test('holds the launcher login for the bot too', async ({ assert }) => {
    const user = await playerWithTelegram()
    const login = await apiLogin(user.nickname, pathFor('api.accounts.launcher_sessions.store'), {
      systemData: { os: 'Windows', osVersion: '11' },
    })
    assert.equal(login.body.error_code, -7)
    await pressInTelegram(CHAT, lastButtons()[0])
    const done = await completeLogin(login.body.details)
    assert.equal(done.status, 200)
    const session = await UserSession.findOrFail(done.body.accessId)
    assert.equal(session.source, 'launcher')
  })

  test('alerts the bot of a login from a new place; "not me" ends that session', async ({
    assert,
  }) => {
    const user = await playerWithTelegram()
    const login = await apiLogin(user.nickname)
    await pressInTelegram(CHAT, lastButtons()[0])
    const done = await completeLogin(login.body.details)

    const alert = bots.sent.find((message) => message.text.startsWith('New login to'))!
    assert.exists(alert)
    assert.match(alert.buttons[0].data, new RegExp(`^2fa:n:${done.body.accessId}$`))

    await pressInTelegram(CHAT, alert.buttons[0].data)
    const session = await UserSession.findOrFail(done.body.accessId)
    assert.isNotNull(session.terminatedAt)
    assert.include(bots.lastTo(CHAT)!.text, 'Change your password')
    const refused = await fetch(siteUrl(pathFor('api.accounts.sessions.show')), {
      headers: sessionHeaders(done.body as { accessId: string; accessToken: string }),
    })
    assert.equal(refused.status, 401)
  })
})

test.group('Two-factor: racing confirms', (group) => {
  startBots(group)
  // 20 requests commit for real, so the database is truncated around the test.
  group.each.setup(freshDatabase)

  test('20 concurrent confirms and completions open exactly one session', async ({ assert }) => {
    const user = await playerWithTelegram()
    const login = await apiLogin(user.nickname)
    const confirm = lastButtons()[0]

    await Promise.all(Array.from({ length: 20 }, () => pressInTelegram(CHAT, confirm)))
    const results = await Promise.all(
      Array.from({ length: 20 }, () => completeLogin(login.body.details))
    )

    const statuses = results.map((result) => result.status)
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','))
    assert.lengthOf(await UserSession.query().where('user_id', user.id), 1)
    assert.equal(bots.answers.filter((text) => text === 'Login confirmed.').length, 1)
  })
})

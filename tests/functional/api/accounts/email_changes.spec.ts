import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { clearMailbox, codeIn, waitForMail } from '#tests/support/smtp'
import { pathFor } from '#tests/support/urls'

const verifiedPlayer = (email: string) =>
  UserFactory.merge({ email, emailVerifiedAt: DateTime.utc().minus({ days: 1 }) }).create()

async function age(user: User, seconds: number) {
  await db
    .from('email_change_requests')
    .where('user_id', user.id)
    .update({
      code_sent_at: DateTime.utc()
        .minus({ seconds })
        .toFormat(db.connection().dialect.dateTimeFormat),
    })
}

function api(client: any, user: User, lang = 'en') {
  return {
    settings: () => client.get(pathFor('api.accounts.email_changes.show')).loginAs(user),
    sendCode: (body: Record<string, unknown> = {}) =>
      client
        .post(pathFor('api.accounts.email_changes.store'))
        .header('Accept-Language', lang)
        .json(body)
        .loginAs(user),
    verify: (code: unknown) =>
      client
        .post(pathFor('api.accounts.email_changes.update'))
        .header('Accept-Language', lang)
        .json({ code })
        .loginAs(user),
  }
}

const SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

test.group('API user/settings/mail', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => clearMailbox())

  test('answers the address, its verification and the step of the change', async ({ client }) => {
    const user = await verifiedPlayer('api.shape@example.com')

    const response = await api(client, user).settings()

    response.assertStatus(200)
    response.assertBody({
      email: 'api.shape@example.com',
      verified: true,
      verification: { resendAvailableAt: null },
      change: {
        step: 'send_current_code',
        steps: ['send_current_code', 'confirm_current', 'enter_new_email', 'confirm_new'],
        newEmail: null,
        codeExpiresAt: null,
        resendAvailableAt: null,
      },
    })
  })

  test('answers 401 in the §8 shape without a session', async ({ client }) => {
    const response = await client.get(pathFor('api.accounts.email_changes.show'))

    response.assertStatus(401)
    response.assertBodyContains({ error: 'unauthorized', error_code: 401 })
  })

  test('sends a code to the current address and answers the new step with its countdowns', async ({
    client,
    assert,
  }) => {
    const user = await verifiedPlayer('api.current@example.com')

    const response = await api(client, user).sendCode()

    response.assertStatus(200)
    const { change } = response.body()
    assert.equal(change.step, 'confirm_current')
    assert.match(change.resendAvailableAt, SECONDS)
    assert.match(change.codeExpiresAt, SECONDS)
    const resendIn = DateTime.fromISO(change.resendAvailableAt).diffNow('seconds').seconds
    assert.isAbove(resendIn, 55)
    assert.isAtMost(resendIn, 60)
    const expiresIn = DateTime.fromISO(change.codeExpiresAt).diffNow('minutes').minutes
    assert.isAbove(expiresIn, 14)
    assert.isAtMost(expiresIn, 15)
    const mail = await waitForMail({ to: 'api.current@example.com' })
    assert.equal(mail.subject, 'Code to change your TechnoMagic e-mail')
  })

  test('changes the address through the API in four calls', async ({ client, assert }) => {
    const user = await verifiedPlayer('api.old@example.com')
    const calls = api(client, user)

    await calls.sendCode()
    const first = await waitForMail({ to: 'api.old@example.com' })
    const current = await calls.verify(codeIn(first))
    current.assertStatus(200)
    current.assertBodyContains({ change: { step: 'enter_new_email' } })

    const toNew = await calls.sendCode({ email: 'API.New@example.com' })
    toNew.assertBodyContains({ change: { step: 'confirm_new', newEmail: 'api.new@example.com' } })
    const second = await waitForMail({ to: 'api.new@example.com' })
    const done = await calls.verify(codeIn(second))

    done.assertStatus(200)
    done.assertBodyContains({
      email: 'api.new@example.com',
      verified: true,
      change: { step: 'send_current_code', newEmail: null },
    })
    await user.refresh()
    assert.equal(user.email, 'api.new@example.com')
  })

  test('refuses a resend before the countdown with 429 and Retry-After', async ({
    client,
    assert,
  }) => {
    const user = await verifiedPlayer('api.early@example.com')
    await api(client, user).sendCode()
    await waitForMail({ to: 'api.early@example.com' })

    const early = await api(client, user).sendCode()

    early.assertStatus(429)
    const retryAfter = Number(early.header('retry-after'))
    assert.isAbove(retryAfter, 55)
    assert.isAtMost(retryAfter, 60)
    assert.containsSubset(early.body(), { error: 'rate_limited', error_code: 429 })
    assert.equal(
      early.body().error_message,
      `Too many attempts. Try again in ${retryAfter} seconds.`
    )
  })

  test('refuses {case} with error_code {code}')
    .with([
      {
        case: 'a wrong code',
        setup: 'sent',
        input: 'wrong',
        code: 1308,
        message: 'Wrong code. 4 tries left.',
      },
      {
        case: 'an expired code',
        setup: 'expired',
        input: 'right',
        code: 1309,
        message: 'The code has expired. Request a new one.',
      },
      {
        case: 'a code nobody asked for',
        setup: 'none',
        input: '123456',
        code: 1307,
        message: 'Request a code first.',
      },
    ] as const)
    .run(async ({ client }, row) => {
      const user = await verifiedPlayer(`api-${row.code}@example.com`)
      const calls = api(client, user)
      let code = '123456'
      if (row.setup !== 'none') {
        await calls.sendCode()
        code = codeIn(await waitForMail({ to: user.email! }))
      }
      if (row.setup === 'expired') await age(user, 16 * 60)
      const wrong = code === '000000' ? '000001' : '000000'

      const response = await calls.verify(row.input === 'wrong' ? wrong : code)

      response.assertStatus(400)
      response.assertBody({
        error: 'code',
        error_code: row.code,
        error_message: row.message,
        details: { type: 'code', description: row.message },
      })
    })

  test('voids the code after five wrong ones (1310), even for the right code then', async ({
    client,
  }) => {
    const user = await verifiedPlayer('api.exhaust@example.com')
    const calls = api(client, user)
    await calls.sendCode()
    const code = codeIn(await waitForMail({ to: 'api.exhaust@example.com' }))
    const wrong = code === '000000' ? '000001' : '000000'

    for (let i = 0; i < 4; i++) {
      const response = await calls.verify(wrong)
      response.assertBodyContains({ error_code: 1308 })
    }
    const fifth = await calls.verify(wrong)
    fifth.assertBodyContains({ error_code: 1310 })
    const right = await calls.verify(code)

    right.assertStatus(400)
    right.assertBodyContains({
      error_code: 1310,
      error_message: 'Too many wrong codes: this code no longer works. Request a new one.',
    })
  })

  test('refuses a new address before the current one is confirmed with 409 (1312)', async ({
    client,
  }) => {
    const user = await verifiedPlayer('api.order@example.com')

    const response = await api(client, user).sendCode({ email: 'api.skip@example.com' })

    response.assertStatus(409)
    response.assertBodyContains({ error: 'step', error_code: 1312 })
  })

  test('writes nothing for a refused request: {case}')
    .with([
      { case: 'no address yet confirmed, a code to the current one', body: {} },
      { case: 'a new address that is taken', body: { email: 'api.owner@example.com' } },
      { case: 'the current address as the new one', body: { email: 'api.unverified@example.com' } },
    ])
    .run(async ({ client, assert }, row) => {
      await verifiedPlayer('api.owner@example.com')
      const user = await UserFactory.merge({ email: 'api.unverified@example.com' }).create()

      const response = await api(client, user).sendCode(row.body)

      assert.oneOf(response.status(), [400, 409])
      const rows = await db.from('email_change_requests').where('user_id', user.id)
      assert.deepEqual(rows, [])
    })

  test('refuses the new address {email} with a §8 validation error')
    .with([
      { email: 'API.TAKEN@example.com', message: 'This e-mail is already registered' },
      { email: 'api.self@example.com', message: 'This is already your e-mail' },
      { email: 'no-at-sign', message: 'Enter a valid e-mail address' },
      { email: 42, message: 'The e-mail must be text' },
    ])
    .run(async ({ client, assert }, row) => {
      await UserFactory.merge({ email: 'api.taken@example.com' }).create()
      const user = await UserFactory.merge({ email: 'api.self@example.com' }).create()

      const response = await api(client, user).sendCode({ email: row.email })

      response.assertStatus(400)
      assert.containsSubset(response.body(), {
        error: 'validation',
        error_message: row.message,
        details: { type: 'email', fields: { email: [row.message] } },
      })
    })

  test('refuses a malformed code {code} with a §8 validation error in Russian')
    .with([{ code: '12ab56' }, { code: '' }, { code: 123456 }])
    .run(async ({ client, assert }, row) => {
      const user = await verifiedPlayer('api.format@example.com')

      const response = await api(client, user, 'ru').verify(row.code)

      response.assertStatus(400)
      assert.equal(response.body().error, 'validation')
      assert.equal(response.body().details.type, 'code')
      assert.include(
        [
          'Введите 6-значный код из письма',
          'Заполните поле «код»',
          'Поле «код» должно быть текстом',
        ],
        response.body().error_message
      )
    })

  test('limits code checks to 20 per player in 15 minutes', async ({ client }) => {
    const user = await verifiedPlayer('api.checks@example.com')
    const calls = api(client, user)

    for (let i = 0; i < 20; i++) {
      const response = await calls.verify('123456')
      response.assertStatus(400)
    }
    const limited = await calls.verify('123456')

    limited.assertStatus(429)
    limited.assertBodyContains({ error_code: 429 })
  })
})

test.group('API user/settings/mail/verification', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => clearMailbox())

  test('sends the verification letter again, then only after the countdown', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ email: 'api.unverified@example.com' }).create()
    const resend = () =>
      client
        .post(pathFor('api.accounts.email_verifications.store'))
        .header('Accept-Language', 'ru')
        .loginAs(user)

    const first = await resend()
    first.assertStatus(200)
    assert.match(first.body().verification.resendAvailableAt, SECONDS)
    const mail = await waitForMail({ to: 'api.unverified@example.com' })
    assert.equal(mail.subject, 'Подтвердите e-mail для TechnoMagic')

    const early = await resend()
    early.assertStatus(429)
    assert.isAbove(Number(early.header('retry-after')), 0)
    assert.match(early.body().error_message, /^Слишком много попыток/)
  })

  test('refuses {case} with 409 ({code})')
    .with([
      { case: 'a verified address', state: 'verified', code: 1306 },
      { case: 'an account without an e-mail', state: 'oauth', code: 1313 },
    ] as const)
    .run(async ({ client }, row) => {
      const user =
        row.state === 'oauth'
          ? await UserFactory.apply('oauthOnly').create()
          : await verifiedPlayer('api.done@example.com')

      const response = await client
        .post(pathFor('api.accounts.email_verifications.store'))
        .loginAs(user)

      response.assertStatus(409)
      response.assertBodyContains({ error: 'email', error_code: row.code })
    })
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import emitter from '@adonisjs/core/services/emitter'
import User from '#models/user'
import UserSession from '#models/user_session'
import RegistrationService, {
  type RegistrationInput,
} from '#services/accounts/registration_service'
import NicknameTakenException from '#exceptions/nickname_taken_exception'
import EmailTakenException from '#exceptions/email_taken_exception'
import { freshDatabase } from '#tests/support/database'

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

function input(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    login: 'Steve_1',
    email: 'steve@example.com',
    password: 'correct horse battery',
    locale: 'en',
    ip: '203.0.113.7',
    userAgent: CHROME_WINDOWS,
    ...overrides,
  }
}

test.group('RegistrationService', (group) => {
  // The race needs real commits, so every test here truncates instead of rolling back.
  group.each.setup(freshDatabase)
  group.each.setup(() => {
    emitter.fake(['accounts:registered'])
    return () => emitter.restore()
  })

  test('creates the account with a hashed password and opens a site session', async ({
    assert,
  }) => {
    const service = await app.container.make(RegistrationService)
    const { user, accessId, accessToken } = await service.register(input())

    await user.refresh()
    assert.equal(user.nickname, 'Steve_1')
    assert.equal(user.nicknameKey, 'steve_1')
    assert.equal(user.email, 'steve@example.com')
    assert.notEqual(user.password, 'correct horse battery')
    assert.isTrue(await hash.verify(user.password!, 'correct horse battery'))
    assert.isNull(user.emailVerifiedAt)

    const session = await UserSession.findOrFail(accessId)
    assert.equal(session.userId, user.id)
    assert.containsSubset(session.serialize(), {
      source: 'site',
      browser: 'Chrome 120',
      system: 'Windows 10',
      ip: '203.0.113.7',
    })
    assert.isAbove(accessToken.length, 30)
  })

  test('announces accounts:registered with the account and its language', async () => {
    const events = emitter.fake(['accounts:registered'])
    const service = await app.container.make(RegistrationService)
    const { user } = await service.register(input({ locale: 'ru' }))

    events.assertEmitted(
      'accounts:registered',
      ({ data }) => data.user.id === user.id && data.locale === 'ru'
    )
  })

  test('20 concurrent registrations of one nickname make exactly one account', async ({
    assert,
  }) => {
    const service = await app.container.make(RegistrationService)
    // Different case each time: uniqueness ignores it.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        service.register(
          input({
            login: index % 2 ? 'RaceWinner' : 'racewinner',
            email: `race${index}@example.com`,
          })
        )
      )
    )

    const fulfilled = results.filter((result) => result.status === 'fulfilled')
    const rejected = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : []
    )
    assert.lengthOf(fulfilled, 1)
    assert.lengthOf(rejected, 19)
    for (const reason of rejected) {
      assert.instanceOf(reason, NicknameTakenException)
      assert.equal(reason.status, 409)
    }
    const accounts = await User.query().where('nickname_key', 'racewinner')
    assert.lengthOf(accounts, 1)
  })

  test('turns a lost race on the e-mail into EmailTakenException', async ({ assert }) => {
    const service = await app.container.make(RegistrationService)
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        service.register(input({ login: `mail_race_${index}`, email: 'Same@Example.com' }))
      )
    )

    const rejected = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : []
    )
    assert.lengthOf(rejected, 4)
    for (const reason of rejected) assert.instanceOf(reason, EmailTakenException)
    assert.lengthOf(await User.query().where('email', 'same@example.com'), 1)
  })
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import UserSession from '#models/user_session'
import LoginService from '#services/accounts/login_service'
import InvalidCredentialsException from '#exceptions/invalid_credentials_exception'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'

const PASSWORD = 'correct horse battery'

async function player() {
  return UserFactory.merge({
    nickname: 'Steve_1',
    email: 'steve@example.com',
    password: await hash.make(PASSWORD),
  }).create()
}

/** Counts hash verifications: every attempt must pay for exactly one (no timing oracle). */
function countVerifications() {
  const original = hash.verify.bind(hash)
  let count = 0
  hash.verify = async (...args: Parameters<typeof hash.verify>) => {
    count += 1
    return original(...args)
  }
  return {
    count: () => count,
    restore: () => {
      hash.verify = original
    },
  }
}

test.group('LoginService', (group) => {
  group.each.setup(isolateDatabase)

  test('finds the account by {login}')
    .with([
      { login: 'Steve_1' },
      { login: 'steve_1' },
      { login: 'STEVE_1' },
      { login: '  Steve_1  ' },
      { login: 'steve@example.com' },
      { login: 'Steve@Example.COM' },
    ])
    .run(async ({ assert }, { login }) => {
      const user = await player()
      const service = await app.container.make(LoginService)
      const found = await service.verifyCredentials(login, PASSWORD)
      assert.equal(found.id, user.id)
    })

  test('answers {case} with the same error after one hash verification')
    .with([
      { case: 'a wrong password', login: 'Steve_1', password: 'wrong password!' },
      { case: 'an unknown nickname', login: 'Nobody_1', password: PASSWORD },
      { case: 'an unknown e-mail', login: 'nobody@example.com', password: PASSWORD },
      { case: 'a login no account can have', login: 'Стив', password: PASSWORD },
      { case: 'an OAuth-only account', login: 'Oauth_1', password: PASSWORD },
    ])
    .run(async ({ assert, cleanup }, { login, password }) => {
      await player()
      await UserFactory.apply('oauthOnly').merge({ nickname: 'Oauth_1' }).create()
      const service = await app.container.make(LoginService)
      const counter = countVerifications()
      cleanup(counter.restore)

      await assert.rejects(
        () => service.verifyCredentials(login, password),
        InvalidCredentialsException
      )
      assert.equal(counter.count(), 1)
    })

  test('opens a launcher session labelled with the machine', async ({ assert }) => {
    await player()
    const service = await app.container.make(LoginService)
    const { accessId } = await service.loginLauncher({
      login: 'steve_1',
      password: PASSWORD,
      ip: '198.51.100.4',
      systemData: { os: 'Windows', osVersion: '11', arch: 'x64', javaVersion: '21', ramMb: 8192 },
    })

    const session = await UserSession.findOrFail(accessId)
    assert.containsSubset(session.serialize(), {
      source: 'launcher',
      browser: 'TechnoMagic Launcher',
      system: 'Windows 11 x64 · Java 21 · 8 GB RAM',
      ip: '198.51.100.4',
    })
  })
})

/* eslint-disable no-restricted-syntax -- raw paths: the middleware gets raw request URLs and referers */
import { test } from '@japa/runner'
import GuestMiddleware from '#middleware/guest_middleware'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { createContext, runMiddleware, TEST_HOST } from '#tests/support/http_context'
import { pagePath } from '#tests/support/urls'

const guest = (options: Parameters<typeof createContext>[0]) =>
  createContext(options).then((ctx) =>
    runMiddleware(ctx, (context, next) => new GuestMiddleware().handle(context, next))
  )

test.group('Guest-only pages', (group) => {
  group.each.setup(isolateDatabase)

  test('lets a guest open the login page', async ({ assert }) => {
    const result = await guest({
      url: pagePath('ru', 'accounts.sessions.create'),
      routeName: 'accounts.sessions.create',
    })

    assert.isTrue(result.passed)
  })

  test('sends a logged-in player back to the referring page', async ({ assert }) => {
    const result = await guest({
      url: pagePath('ru', 'accounts.sessions.create'),
      routeName: 'accounts.sessions.create',
      headers: { Referer: `http://${TEST_HOST}/ru/cabinet/bonus` },
      user: await UserFactory.create(),
    })

    assert.isFalse(result.passed)
    assert.equal(result.status, 302)
    assert.equal(result.location, '/ru/cabinet/bonus')
  })

  test('sends a logged-in player home when the referer is another site', async ({ assert }) => {
    const result = await guest({
      url: pagePath('en', 'accounts.registrations.create'),
      routeName: 'accounts.registrations.create',
      locale: 'en',
      headers: { Referer: 'https://evil.example/en/cabinet' },
      user: await UserFactory.create(),
    })

    assert.isFalse(result.passed)
    assert.equal(result.location, pagePath('en', 'platform.home.show'))
  })
})

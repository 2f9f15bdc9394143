/* eslint-disable no-restricted-syntax -- raw paths: the middleware gets raw request URLs */
import { test } from '@japa/runner'
import { errors } from '@adonisjs/auth'
import AuthMiddleware from '#middleware/auth_middleware'
import HttpExceptionHandler from '#exceptions/handler'
import SessionTokenService from '#services/accounts/session_token_service'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { createContext, runMiddleware } from '#tests/support/http_context'
import type { HttpContext } from '@adonisjs/core/http'
import { pagePath, pathFor } from '#tests/support/urls'

const protect = (ctx: HttpContext) =>
  runMiddleware(ctx, (context, next) => new AuthMiddleware().handle(context, next))

/** What the exception handler answers for what the middleware threw. */
async function refusal(ctx: HttpContext) {
  const error = await protect(ctx).then(
    () => null,
    (thrown) => thrown
  )
  if (!error) return null
  await new HttpExceptionHandler().handle(error, ctx)
  return {
    error,
    status: ctx.response.getStatus(),
    location: ctx.response.getHeader('location') as string | undefined,
    body: ctx.response.getBody(),
  }
}

test.group('Protected pages', (group) => {
  group.each.setup(isolateDatabase)

  test('lets a logged-in player through', async ({ assert }) => {
    const ctx = await createContext({
      url: pagePath('ru', 'accounts.cabinet.show'),
      routeName: 'accounts.cabinets.show',
      user: await UserFactory.create(),
    })

    const result = await protect(ctx)

    assert.isTrue(result.passed)
  })

  test('sends a guest to login with the page as return path', async ({ assert }) => {
    const ctx = await createContext({
      url: '/en/cabinet/bonus?tab=steps',
      routeName: 'economy.bonuses.show',
      locale: 'en',
    })

    const answer = await refusal(ctx)

    assert.instanceOf(answer?.error, errors.E_UNAUTHORIZED_ACCESS)
    assert.equal(answer?.status, 302)
    assert.equal(
      answer?.location,
      `/en/login?return=${encodeURIComponent('/en/cabinet/bonus?tab=steps')}`
    )
  })

  test('sends a guest to login without a return path after a form post', async ({ assert }) => {
    const ctx = await createContext({
      url: '/ru/cabinet/refund',
      method: 'POST',
      routeName: 'economy.refunds.store',
    })

    const answer = await refusal(ctx)

    assert.equal(answer?.location, pagePath('ru', 'accounts.sessions.create'))
  })

  test('answers an API guest with 401 in the §8 shape', async ({ assert }) => {
    const ctx = await createContext({
      url: pathFor('api.accounts.active_sessions.index'),
      routeName: 'api.accounts.sessions.index',
      headers: { 'Accept-Language': 'en' },
      locale: 'en',
    })

    const answer = await refusal(ctx)

    assert.equal(answer?.status, 401)
    assert.deepEqual(answer?.body, {
      error: 'unauthorized',
      error_code: 401,
      error_message: 'Log in to continue.',
      details: { type: 'unauthorized', description: 'Log in to continue.' },
    })
  })

  test('refuses a terminated session', async ({ assert }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken } = await new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Unit test',
      system: 'Test',
      ip: '127.0.0.1',
    })
    await new SessionTokenService().terminate(await UserSession.findOrFail(accessId))
    const ctx = await createContext({
      url: pagePath('ru', 'accounts.cabinet.show'),
      routeName: 'accounts.cabinets.show',
      headers: { 'Access-Id': accessId, 'Access-Token': accessToken },
    })

    const answer = await refusal(ctx)

    assert.instanceOf(answer?.error, errors.E_UNAUTHORIZED_ACCESS)
    assert.match(answer!.location!, /^\/ru\/login\?return=/)
  })
})

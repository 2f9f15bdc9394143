import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import { Session } from '@adonisjs/session'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionTokenService from '#services/accounts/session_token_service'
import type User from '#models/user'
import type { Locale } from '#domain/platform/locales'

export const TEST_HOST = 'localhost:3333'

export type ContextOptions = {
  url: string
  method?: string
  /** Name of the matched route, as the guards read it. */
  routeName?: string
  headers?: Record<string, string>
  /** The language the locale middleware would have resolved. */
  locale?: Locale
  /** Values already in the visitor's session. */
  session?: Record<string, unknown>
  /** Logs this player in through a real access-token session. */
  user?: User
}

/**
 * An HttpContext for middleware unit tests with what the kernel middleware
 * would have set up before a named middleware runs: the route, the
 * resolved language, a started session and an auth that ran `check()`.
 */
export async function createContext(options: ContextOptions): Promise<HttpContext> {
  const req = new IncomingMessage(new Socket())
  req.url = options.url
  req.method = options.method ?? 'GET'
  req.headers = { host: TEST_HOST }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    req.headers[name.toLowerCase()] = value
  }
  if (options.user) {
    const { accessId, accessToken } = await new SessionTokenService().create(options.user, {
      source: 'site',
      browser: 'Unit test',
      system: 'Test',
      ip: '127.0.0.1',
    })
    req.headers['access-id'] = accessId
    req.headers['access-token'] = accessToken
  }

  const ctx = await testUtils.createHttpContext({ req, res: new ServerResponse(req) })
  ctx.route = {
    name: options.routeName,
    pattern: options.url.split('?')[0],
  } as unknown as HttpContext['route']
  ctx.i18n = i18nManager.locale(options.locale ?? 'ru')

  const config = await configProvider.resolve<any>(app, app.config.get('session'))
  ctx.session = new Session(
    config,
    config.stores[config.store],
    await app.container.make('emitter'),
    ctx
  )
  await ctx.session.initiate(false)
  for (const [key, value] of Object.entries(options.session ?? {})) {
    ctx.session.put(key, value as any)
  }

  const auth = await app.container.make('auth.manager')
  ctx.auth = auth.createAuthenticator(ctx)
  await ctx.auth.check()
  return ctx
}

/** Runs one middleware and tells whether it let the request through, and where else it sent it. */
export async function runMiddleware(
  ctx: HttpContext,
  handle: (ctx: HttpContext, next: NextFn) => unknown
) {
  let passed = false
  await handle(ctx, async () => {
    passed = true
  })
  return {
    passed,
    status: ctx.response.getStatus(),
    location: ctx.response.getHeader('location') as string | undefined,
  }
}

import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import type {} from '@adonisjs/session/session_middleware'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'

let resolvedConfig: Promise<ResolvedSessionConfig> | undefined

function sessionConfig() {
  resolvedConfig ??= configProvider
    .resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    .then((config) => {
      if (!config) throw new Error('config/session.ts must use defineConfig')
      return config
    })
  return resolvedConfig
}

/** Sessions that arrived holding something (a flash, a CSRF secret, a pending login...). */
const arrivedWithState = new WeakSet<Session>()

/**
 * True when a visitor's session held nothing on arrival and holds nothing
 * to send back (no flash either): the answer carries no session state.
 */
export function isStateless(session: Session) {
  return !arrivedWithState.has(session) && session.isEmpty && session.responseFlashMessages.isEmpty
}

/**
 * The session of @adonisjs/session, committed lazily (#8): a visitor who
 * arrived without session data and left none gets no cookie, so a first
 * visit to a public page mints nothing and stays cacheable.
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const config = await sessionConfig()
    const session = new Session(config, config.stores[config.store], emitter, ctx)
    ctx.session = session
    await session.initiate(false)
    if (!session.isEmpty || !session.flashMessages.isEmpty) arrivedWithState.add(session)
    const response = await next()
    if (!isStateless(session)) await session.commit()
    return response
  }
}

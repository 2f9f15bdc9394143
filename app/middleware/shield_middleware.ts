import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { isStateless } from '#middleware/session_middleware'
import { isSameOriginRequest } from '#http/request'

/** Where a page's script fetches its CSRF cookie before its first form (#8). */
export const CSRF_TOKEN_ROUTE = 'platform.csrf_tokens.show'
const XSRF_COOKIE = 'XSRF-TOKEN'
const CSRF_SECRET_KEY = 'csrf-secret'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

let guards: Promise<{ full: BaseShieldMiddleware; withoutCsrf: BaseShieldMiddleware }> | undefined

function shieldGuards() {
  guards ??= (async () => {
    const config = app.config.get<ShieldConfig>('shield')
    const encryptionManager = await app.container.make('encryption')
    const encryption = encryptionManager.use()
    return {
      full: new BaseShieldMiddleware(config, encryption),
      withoutCsrf: new BaseShieldMiddleware(
        { ...config, csrf: { ...config.csrf, enabled: false } },
        encryption
      ),
    }
  })()
  return guards
}

/**
 * @adonisjs/shield with lazy CSRF (#8). Reading a page never mints a CSRF
 * secret for a visitor without a session, nor renews a token the visitor
 * already holds; the token appears when a form is about to be sent (the
 * client asks the token route first). An unsafe method passes on the
 * browser's word that it comes from this origin (fetch metadata or Origin),
 * so a form posted natively before hydration needs no token in the page;
 * anything else must carry the token. The other guards run on every request.
 */
export default class ShieldMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { full, withoutCsrf } = await shieldGuards()
    const { request, session } = ctx
    if (!SAFE_METHODS.has(request.method())) {
      return isSameOriginRequest(ctx) ? withoutCsrf.handle(ctx, next) : full.handle(ctx, next)
    }
    if (ctx.route?.name === CSRF_TOKEN_ROUTE) return full.handle(ctx, next)
    const heldToken = request.cookiesList()[XSRF_COOKIE] !== undefined
    if (isStateless(session)) {
      // A token left from an expired session would only fail the next form.
      if (heldToken) ctx.response.clearCookie(XSRF_COOKIE)
      return withoutCsrf.handle(ctx, next)
    }
    if (heldToken && session.has(CSRF_SECRET_KEY)) return withoutCsrf.handle(ctx, next)
    return full.handle(ctx, next)
  }
}

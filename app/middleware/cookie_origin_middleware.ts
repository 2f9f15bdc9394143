import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import { ACCESS_HEADERS } from '#guards/access_token_guard'
import { hasSessionCookies } from '#http/session_cookies'
import { isCrossSiteRequest } from '#http/request'

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/**
 * The API's CSRF rule: a state-changing call that logs in with the site's
 * cookies (no token headers) must come from the site itself, so another
 * site's page cannot act for a logged-in player. Calls with token headers
 * (launcher, bots) and guests are not concerned: a foreign page cannot
 * set those headers and a guest has nothing to lose.
 */
export default class CookieOriginMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const byHeaders = request.header(ACCESS_HEADERS.id) && request.header(ACCESS_HEADERS.token)
    if (
      !SAFE_METHODS.includes(request.method()) &&
      !byHeaders &&
      hasSessionCookies(ctx) &&
      isCrossSiteRequest(ctx)
    ) {
      throw new DomainException('errors.forbidden', {
        status: 403,
        errorCode: ERROR_CODES.forbidden,
        type: 'forbidden',
      })
    }
    return next()
  }
}

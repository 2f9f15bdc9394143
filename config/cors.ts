import { defineConfig } from '@adonisjs/cors'
import { hasSessionCookies } from '#http/session_cookies'
import { isCrossSiteRequest } from '#http/request'

/**
 * The launcher and bots call the JSON API cross-origin with token headers,
 * never with cookies, so credentials stay off and any origin may read the
 * answer. A call that carries the site's login cookies is answered to the
 * site's own origin only: another site never gets a logged-in answer.
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: (_origin, ctx) => !hasSessionCookies(ctx) || !isCrossSiteRequest(ctx),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['Retry-After'],
  credentials: false,
  maxAge: 90,
})

export default corsConfig

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import vite from '@adonisjs/vite/services/main'
import recaptchaConfig from '#config/recaptcha'
import { UPLOADS_ORIGIN } from '#config/drive'
import launcherConfig from '#config/launcher'
import { oauthConsentOrigins } from '#config/oauth'
import { contentSecurityPolicy } from '#domain/platform/content_security_policy'
import { isApiRequest } from '#http/request'

/** The inner text of Vite's React refresh preamble: an inline script, dev server only. */
function devPreamble(): string[] {
  const element = vite.getReactHmrScript()?.toString()
  const body = element?.match(/^<script[^>]*>([\s\S]*)<\/script>$/)?.[1]
  return body === undefined ? [] : [body]
}

const CSP = contentSecurityPolicy({
  recaptcha: recaptchaConfig.siteKey !== null,
  analyticsEndpoint: env.get('ANALYTICS_ENDPOINT') ?? null,
  inlineScripts: devPreamble(),
  devServer: devPreamble().length > 0,
  uploadsOrigin: UPLOADS_ORIGIN,
  launcherLocalApi: launcherConfig.localApiUrl,
  // A consent page that answers at once sends the form's redirect chain on to APP_URL's callback.
  formTargets: [...oauthConsentOrigins(), new URL(env.get('APP_URL')).origin],
})

/** 180 days, as the HTTPS deployment has always asked. */
const HSTS = 'max-age=15552000'

/**
 * Headers of every response: no MIME sniffing (JSON included), the
 * referrer reduced to the origin across sites, HSTS only when the request
 * came over HTTPS (a proxy's X-Forwarded-Proto counts from trusted
 * proxies), and the pages' Content-Security-Policy, the same bytes on
 * every response. Cache-Control is not set here.
 */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (request.secure()) response.header('Strict-Transport-Security', HSTS)
    if (!isApiRequest(ctx)) response.header('Content-Security-Policy', CSP)
    return next()
  }
}

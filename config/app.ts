import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { proxyTrust } from '#domain/platform/trusted_proxies'

/**
 * Encrypts cookies and signs URLs. Rotating it logs every player out.
 */
export const appKey = env.get('APP_KEY')

/**
 * The primary origin: canonical links and absolute URLs in mail point here.
 */
export const appUrl = env.get('APP_URL')

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // X-Forwarded-* only from TRUSTED_PROXIES; the client is the right-most untrusted hop.
  trustProxy: proxyTrust(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})

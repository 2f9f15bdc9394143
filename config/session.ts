import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * The session only carries flash messages, CSRF secrets and short-lived flow
 * state (pending 2FA); who is logged in lives in the access token cookies.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'tm-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
  },
})

export default sessionConfig

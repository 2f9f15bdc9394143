import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import recaptchaConfig from '#config/recaptcha'
import RecaptchaClient from '#clients/recaptcha_client'

/** What siteverify answers, in Google's wire format. */
export type SiteverifyAnswer = {
  'success': boolean
  'score'?: number
  'action'?: string
  'hostname'?: string
  'challenge_ts'?: string
  'error-codes'?: string[]
}

export const FAKE_SECRET = 'fake-recaptcha-secret'
export const FAKE_SITE_KEY = 'fake-recaptcha-site-key'

/**
 * Tokens the fake knows (any other token is refused like an expired one):
 * a human (0.9), a bot (0.1) and one Google refuses outright.
 */
export const TOKENS = { human: 'token-human', bot: 'token-bot', refused: 'token-refused' } as const

function answerFor(token: string): SiteverifyAnswer {
  const base = { hostname: 'localhost', challenge_ts: new Date().toISOString(), action: 'login' }
  if (token === TOKENS.human) return { ...base, success: true, score: 0.9 }
  if (token === TOKENS.bot) return { ...base, success: true, score: 0.1 }
  return { 'success': false, 'error-codes': ['invalid-input-response'] }
}

/**
 * Google reCAPTCHA v3 siteverify on 127.0.0.1 (an ephemeral port): POST
 * application/x-www-form-urlencoded `secret`, `response`, `remoteip`, and
 * the JSON answer. A wrong secret answers `invalid-input-secret` as Google
 * does. Every request is recorded.
 */
export class FakeRecaptcha {
  private constructor(
    private server: Server,
    readonly url: string,
    /** Every form siteverify received, in order. */
    readonly requests: Record<string, string>[]
  ) {}

  static async start() {
    const requests: Record<string, string>[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body))
        requests.push(form)
        const answer =
          req.method !== 'POST' || form.secret !== FAKE_SECRET
            ? { 'success': false, 'error-codes': ['invalid-input-secret'] }
            : answerFor(form.response ?? '')
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return new FakeRecaptcha(server, `http://127.0.0.1:${port}/recaptcha/api/siteverify`, requests)
  }

  close() {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    // fetch keeps connections alive; without this close() would wait for them to idle out.
    this.server.closeAllConnections()
    return closed
  }
}

/** A URL on 127.0.0.1 where nothing listens: a server is started, its port noted, then closed. */
export async function unreachableUrl() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/recaptcha/api/siteverify`
}

/** A client for the given siteverify URL with the fake's secret and site key. */
export function recaptchaClientFor(verifyUrl: string) {
  return new RecaptchaClient({
    ...recaptchaConfig,
    secret: FAKE_SECRET,
    siteKey: FAKE_SITE_KEY,
    verifyUrl,
    minScore: 0.5,
    timeoutMs: 2000,
  })
}

/**
 * Turns the captcha on for the in-process server, pointed at `verifyUrl`
 * (the fake, or an unreachable URL). Returns the cleanup for group or test
 * teardown: `group.each.setup(() => useRecaptcha(fake.url))`.
 */
export function useRecaptcha(verifyUrl: string) {
  app.container.swap(RecaptchaClient, () => recaptchaClientFor(verifyUrl))
  return () => app.container.restore(RecaptchaClient)
}

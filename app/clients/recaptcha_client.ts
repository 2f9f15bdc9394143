import recaptchaConfig, { type RecaptchaConfig } from '#config/recaptcha'

/** What siteverify answered (https://developers.google.com/recaptcha/docs/v3). */
export type SiteverifyResult = {
  success: boolean
  /** v3 only: 0.0 (a bot) … 1.0 (a human); null when the provider sent none. */
  score: number | null
  action: string | null
  errorCodes: string[]
}

/** siteverify could not be reached or did not answer in its format. */
export class RecaptchaUnreachableError extends Error {}

/**
 * Google reCAPTCHA v3's siteverify call: POST secret + response (+ remoteip)
 * as a form to RECAPTCHA_VERIFY_URL. Tests point it at a fake peer
 * (tests/support/fake_recaptcha.ts).
 */
export default class RecaptchaClient {
  constructor(readonly config: RecaptchaConfig = recaptchaConfig) {}

  /** Verification runs only when a secret is configured. */
  get enabled() {
    return this.config.secret !== null
  }

  get siteKey() {
    return this.config.siteKey
  }

  get minScore() {
    return this.config.minScore
  }

  /** Asks siteverify about a token; throws RecaptchaUnreachableError when it cannot tell. */
  async siteverify(token: string, remoteIp?: string): Promise<SiteverifyResult> {
    const form = new URLSearchParams({ secret: this.config.secret ?? '', response: token })
    if (remoteIp) form.set('remoteip', remoteIp)

    let body: Record<string, unknown>
    try {
      const response = await fetch(this.config.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`)
      body = (await response.json()) as Record<string, unknown>
    } catch (error) {
      throw new RecaptchaUnreachableError('reCAPTCHA siteverify is unreachable', { cause: error })
    }
    if (typeof body?.success !== 'boolean') {
      throw new RecaptchaUnreachableError('reCAPTCHA siteverify answered without "success"')
    }
    const errorCodes = body['error-codes']
    return {
      success: body.success,
      score: typeof body.score === 'number' ? body.score : null,
      action: typeof body.action === 'string' ? body.action : null,
      errorCodes: Array.isArray(errorCodes) ? errorCodes.map(String) : [],
    }
  }
}

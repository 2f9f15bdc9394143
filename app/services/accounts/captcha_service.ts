import { inject } from '@adonisjs/core'
import RecaptchaClient, { RecaptchaUnreachableError } from '#clients/recaptcha_client'
import CaptchaFailedException from '#exceptions/captcha_failed_exception'
import CaptchaUnavailableException from '#exceptions/captcha_unavailable_exception'

/** spec §5: the recaptcha value that accompanies login and registration. */
@inject()
export default class CaptchaService {
  constructor(private client: RecaptchaClient) {}

  /** The public site key pages load Google's script with; null when none is configured. */
  siteKey() {
    return this.client.siteKey
  }

  /**
   * Verifies a token with Google reCAPTCHA v3; skipped when no secret is
   * configured. Throws CaptchaFailedException for a missing, refused or
   * low-scoring token and CaptchaUnavailableException when Google cannot
   * be reached.
   */
  async verify(token: string | null | undefined, ip: string) {
    if (!this.client.enabled) return
    if (!token) throw new CaptchaFailedException()

    let result
    try {
      result = await this.client.siteverify(token, ip)
    } catch (error) {
      if (!(error instanceof RecaptchaUnreachableError)) throw error
      // The exception handler logs it, cause included.
      throw new CaptchaUnavailableException({ cause: error })
    }

    if (!result.success) throw new CaptchaFailedException()
    if (result.score !== null && result.score < this.client.minScore) {
      throw new CaptchaFailedException()
    }
  }
}

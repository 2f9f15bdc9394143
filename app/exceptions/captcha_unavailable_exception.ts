import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The captcha provider did not answer (or answered nonsense): 503, try again later. */
export default class CaptchaUnavailableException extends DomainException {
  constructor(options?: { cause?: unknown }) {
    super('accounts.captcha.unavailable', {
      status: 503,
      errorCode: ERROR_CODES.captchaUnavailable,
      type: 'recaptcha',
    })
    if (options?.cause !== undefined) this.cause = options.cause
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The captcha token was missing, refused by the provider or scored as a bot: 400. */
export default class CaptchaFailedException extends DomainException {
  constructor() {
    super('accounts.captcha.failed', {
      status: 400,
      errorCode: ERROR_CODES.captchaFailed,
      type: 'recaptcha',
    })
  }
}

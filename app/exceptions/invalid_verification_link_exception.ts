import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** An e-mail verification link that no longer confirms anything: 400. */
export default class InvalidVerificationLinkException extends DomainException {
  constructor(readonly problem: 'invalid' | 'expired') {
    super(`accounts.email_verifications.link_${problem}`, {
      status: 400,
      errorCode:
        problem === 'expired'
          ? ERROR_CODES.verificationLinkExpired
          : ERROR_CODES.verificationLinkInvalid,
      type: 'token',
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The registration token is unknown, tampered with or older than 15 minutes. */
export default class OauthRegistrationExpiredException extends DomainException {
  constructor() {
    super('accounts.oauth.registration_expired', {
      status: 400,
      errorCode: ERROR_CODES.oauthRegistrationExpired,
      type: 'registrationToken',
      pageRoute: 'accounts.sessions.create',
    })
  }
}

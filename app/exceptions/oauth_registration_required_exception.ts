import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/**
 * API only: the identity has no account yet. `details` carries the
 * registration token (15 minutes) and a nickname suggestion; the client
 * posts them back with `login` and `acceptTerms` (docs/api.md).
 */
export default class OauthRegistrationRequiredException extends DomainException {
  constructor(details: { registrationToken: string; suggestedLogin: string | null }) {
    super('accounts.oauth.registration_required', {
      status: 400,
      errorCode: ERROR_CODES.oauthNicknameRequired,
      type: 'oauth_registration',
      details,
    })
  }
}

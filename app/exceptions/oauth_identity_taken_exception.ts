import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The provider account is linked to another player: 409 (never moved silently). */
export default class OauthIdentityTakenException extends DomainException {
  constructor(provider: string, pageRoute = 'accounts.oauth_links.index') {
    super('accounts.oauth.identity_taken', {
      status: 409,
      errorCode: ERROR_CODES.oauthIdentityTaken,
      type: 'oauth_identity',
      data: { provider },
      pageRoute,
    })
  }
}

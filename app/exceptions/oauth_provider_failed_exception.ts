import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The provider was unreachable or answered outside its protocol: 502, never a 500. */
export default class OauthProviderFailedException extends DomainException {
  constructor(pageRoute = 'accounts.sessions.create') {
    super('accounts.oauth.provider_failed', {
      status: 502,
      errorCode: ERROR_CODES.oauthProviderFailed,
      type: 'oauth_provider',
      pageRoute,
    })
  }
}

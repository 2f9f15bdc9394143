import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A provider without keys on this site (hidden everywhere): 404. */
export default class OauthProviderUnavailableException extends DomainException {
  constructor() {
    super('accounts.oauth.provider_unavailable', {
      status: 404,
      errorCode: ERROR_CODES.oauthProviderUnavailable,
      type: 'oauth_provider',
      pageRoute: 'accounts.sessions.create',
    })
  }
}

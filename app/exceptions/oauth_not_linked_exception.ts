import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Unlinking a provider the account has no identity of: 404. */
export default class OauthNotLinkedException extends DomainException {
  constructor(provider: string) {
    super('accounts.oauth.not_linked', {
      status: 404,
      errorCode: ERROR_CODES.oauthNotLinked,
      type: 'provider',
      data: { provider },
    })
  }
}

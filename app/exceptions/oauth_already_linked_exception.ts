import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The account already has another identity of this provider: unlink it first (409). */
export default class OauthAlreadyLinkedException extends DomainException {
  constructor(provider: string, pageRoute = 'accounts.oauth_links.index') {
    super('accounts.oauth.already_linked', {
      status: 409,
      errorCode: ERROR_CODES.oauthAlreadyLinked,
      type: 'oauth_identity',
      data: { provider },
      pageRoute,
    })
  }
}

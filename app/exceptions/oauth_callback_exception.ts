import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Why a provider's callback was refused. */
export type OauthCallbackProblem = 'state' | 'denied' | 'invalid'

/**
 * A provider callback that cannot be trusted: a forged or replayed state, a
 * missing PKCE verifier or nonce, a refused check_authentication, or the
 * player pressing "cancel" at the provider. 400; pages go to the login page.
 */
export default class OauthCallbackException extends DomainException {
  constructor(problem: OauthCallbackProblem, pageRoute = 'accounts.sessions.create') {
    super(`accounts.oauth.callback_${problem}`, {
      status: 400,
      errorCode: ERROR_CODES.oauthCallbackInvalid,
      type: 'oauth_callback',
      pageRoute,
    })
  }
}

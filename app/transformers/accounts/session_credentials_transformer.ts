import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type { SessionCredentials } from '#services/accounts/session_token_service'
import UserTransformer from '#transformers/accounts/user_transformer'

/**
 * The answer of every call that logs in (docs/api.md): the new session's
 * credentials, shown once, and the player (spec §3 currentUser).
 */
export default class SessionCredentialsTransformer extends BaseTransformer<
  SessionCredentials & { user: User }
> {
  toObject() {
    return {
      accessId: this.resource.accessId,
      accessToken: this.resource.accessToken,
      user: UserTransformer.transform(this.resource.user),
    }
  }
}

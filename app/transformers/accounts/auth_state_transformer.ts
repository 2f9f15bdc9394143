import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type UserSession from '#models/user_session'
import type { PermissionTree } from '#domain/platform/permissions'
import UserTransformer from '#transformers/accounts/user_transformer'

type AuthState = { user: User; session: UserSession; permissions: PermissionTree }

/**
 * The auth state of spec §3 (GET user/auth/token). preferredServer, coins,
 * balance and managers (ban info) belong to areas not built yet: null
 * until the economy and players issues fill them in (docs/api.md).
 */
export default class AuthStateTransformer extends BaseTransformer<AuthState> {
  toObject() {
    return {
      currentUser: UserTransformer.transform(this.resource.user),
      permissions: this.resource.permissions,
      preferredServer: null,
      coins: null,
      balance: null,
      managers: null,
      accessId: this.resource.session.id,
    }
  }
}

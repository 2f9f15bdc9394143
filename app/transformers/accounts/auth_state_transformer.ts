import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type UserSession from '#models/user_session'
import type { PermissionTree } from '#domain/platform/permissions'
import UserTransformer from '#transformers/accounts/user_transformer'

type AuthState = {
  user: User
  session: UserSession
  permissions: PermissionTree
  /** Kopecks and site coins (issue #11). */
  wallet: { balance: number; coins: number }
}

/**
 * The auth state of spec §3 (GET user/auth/token). preferredServer and
 * managers (ban info) belong to areas not built yet: null until the players
 * and network issues fill them in (docs/api.md).
 */
export default class AuthStateTransformer extends BaseTransformer<AuthState> {
  toObject() {
    return {
      currentUser: UserTransformer.transform(this.resource.user),
      permissions: this.resource.permissions,
      preferredServer: null,
      coins: this.resource.wallet.coins,
      balance: this.resource.wallet.balance,
      managers: null,
      accessId: this.resource.session.id,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type UserSession from '#models/user_session'
import type { PermissionTree } from '#domain/platform/permissions'
import UserTransformer from '#transformers/accounts/user_transformer'
import BanInfoTransformer from '#transformers/economy/ban_info_transformer'
import type { CurrentBan } from '#services/economy/unban_service'

type AuthState = {
  user: User
  session: UserSession
  permissions: PermissionTree
  /** Kopecks and site coins (issue #11). */
  wallet: { balance: number; coins: number }
  /** The ban in force now, if any (spec §3 managers). */
  ban: CurrentBan | null
}

/**
 * The auth state of spec §3 (GET user/auth/token). preferredServer belongs
 * to an area not built yet: null until it fills it in (docs/api.md).
 */
export default class AuthStateTransformer extends BaseTransformer<AuthState> {
  toObject() {
    return {
      currentUser: UserTransformer.transform(this.resource.user),
      permissions: this.resource.permissions,
      preferredServer: null,
      coins: this.resource.wallet.coins,
      balance: this.resource.wallet.balance,
      managers: BanInfoTransformer.transform({ current: this.resource.ban }),
      accessId: this.resource.session.id,
    }
  }
}

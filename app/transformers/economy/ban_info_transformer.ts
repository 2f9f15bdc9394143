import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CurrentBan } from '#services/economy/unban_service'

function iso(at: number | null) {
  return at === null ? null : new Date(at).toISOString()
}

/**
 * The auth state's `managers` (spec §3 ban info `{isBanned, unbanPrice}`),
 * plus the ban itself for the unban modal: `unbanPrice` in kopecks, null
 * when the ban cannot be bought out (permanent) or there is none.
 */
export default class BanInfoTransformer extends BaseTransformer<{ current: CurrentBan | null }> {
  toObject() {
    const current = this.resource.current
    return {
      isBanned: current !== null,
      unbanPrice: current?.price ?? null,
      ban: current
        ? {
            id: current.ban.id,
            server: current.serverName,
            reason: current.ban.reason,
            bannedBy: current.ban.bannedBy,
            startsAt: iso(current.ban.startsAt),
            endsAt: iso(current.ban.endsAt),
            permanent: current.standing === 'permanent',
          }
        : null,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlayerProfile } from '#services/players/player_profile_service'

export type ProfileResource = PlayerProfile & { onlineServers: string[] }

/** A public profile's head (spec §7 `user/profile/{nickname}`): who, since when, online where. */
export default class PlayerProfileTransformer extends BaseTransformer<ProfileResource> {
  toObject() {
    return {
      login: this.resource.nickname,
      // No avatar or skin uploaded yet: pages draw the default head.
      avatarOrSkin: null,
      registered: this.resource.user !== null,
      registeredAt: this.resource.user?.createdAt.toUTC().toISO() ?? null,
      firstSeenAt: this.resource.firstSeenAt?.toUTC().toISO() ?? null,
      online: this.resource.onlineServers.length > 0,
      onlineServers: this.resource.onlineServers,
    }
  }
}

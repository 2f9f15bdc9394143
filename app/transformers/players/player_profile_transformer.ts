import { BaseTransformer } from '@adonisjs/core/transformers'
import { avatarOrSkin } from '#transformers/players/look_transformer'
import { coverView } from '#transformers/accounts/cover_part_transformer'
import type { ProfileHead } from '#services/players/profile_view_service'

/**
 * A public profile's head (spec §7 `user/profile/{nickname}`) as the viewer sees it: who, since
 * when, online where (null when hidden), likes and the likes-top place, the viewer's friendship,
 * and which parts the owner hides (`concealed`: those hidden from this viewer).
 */
export default class PlayerProfileTransformer extends BaseTransformer<ProfileHead> {
  toObject() {
    const { profile, servers, online, visibility, likes, friendship, cover } = this.resource
    return {
      login: profile.nickname,
      avatarOrSkin: avatarOrSkin(profile.user),
      registered: profile.user !== null,
      registeredAt: profile.user?.createdAt.toUTC().toISO() ?? null,
      firstSeenAt: profile.firstSeenAt?.toUTC().toISO() ?? null,
      online,
      onlineServers: profile.onlineServers,
      // Server names by slug, for pages that poll `onlineServers`.
      serverNames: Object.fromEntries(servers.map((server) => [server.slug, server.name])),
      likes: likes?.likes ?? 0,
      liked: likes?.liked ?? false,
      places: { likes: likes?.place ?? null },
      friendship,
      hidden: visibility.hidden,
      concealed: visibility.concealed,
      cover: coverView(cover),
    }
  }
}

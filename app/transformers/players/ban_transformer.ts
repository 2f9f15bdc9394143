import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BanEntry } from '#services/players/ban_service'
import { avatarOrSkin } from '#transformers/players/look_transformer'

/**
 * A ban list row (spec §2 columns, §3 ban entry, §7 `ban/list`): `endsAt` null is permanent
 * ("Never"); `status` as of the answer, which pages count down from `endsAt`.
 */
export default class BanTransformer extends BaseTransformer<BanEntry> {
  toObject() {
    const { ban, server, status } = this.resource
    return {
      id: ban.id,
      server: { slug: server.slug, name: server.name },
      login: ban.nickname!,
      avatarOrSkin: avatarOrSkin(this.resource.looks),
      bannedBy: ban.bannedBy,
      reason: ban.reason,
      startsAt: ban.startsAt?.toUTC().toISO() ?? null,
      endsAt: ban.endsAt?.toUTC().toISO() ?? null,
      status,
      liftedAt: ban.liftedAt?.toUTC().toISO() ?? null,
      liftedBy: ban.liftedBy,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TopEntry, TopPage } from '#services/players/player_top_service'
import { hoursOf } from '#domain/players/playtime'
import { avatarOrSkin } from '#transformers/players/look_transformer'

function entryOf(entry: TopEntry, type: TopPage['type']) {
  return {
    place: entry.place,
    login: entry.nickname,
    avatarOrSkin: avatarOrSkin(entry.looks),
    registered: entry.registered,
    // Playtime in hours; online in days with play; coins as held; likes as counted.
    value: type === 'playtime' ? hoursOf(entry.value) : entry.value,
  }
}

/** A page of a top (spec §7 `user/top`): entries, the list meta and the viewer's own place. */
export default class TopPageTransformer extends BaseTransformer<TopPage> {
  toObject() {
    const { type, period, server, entries, page, perPage, total, own } = this.resource
    return {
      type,
      period,
      server: server ? { slug: server.slug, name: server.name } : null,
      data: entries.map((entry) => entryOf(entry, type)),
      meta: { page, perPage, total },
      own: own ? entryOf(own, type) : null,
    }
  }
}

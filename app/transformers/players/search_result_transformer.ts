import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlayerSearchResult } from '#services/players/player_search_service'

/** A player a search found (spec §7 `user/search`): head, nickname, online now. */
export default class SearchResultTransformer extends BaseTransformer<PlayerSearchResult> {
  toObject() {
    return {
      login: this.resource.nickname,
      // No avatar or skin uploaded yet: pages draw the default head.
      avatarOrSkin: null,
      registered: this.resource.registered,
      online: this.resource.online,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import { avatarOrSkin } from '#transformers/players/look_transformer'
import type { PlayerSearchResult } from '#services/players/player_search_service'

/** A player a search found (spec §7 `user/search`): head, nickname, online now. */
export default class SearchResultTransformer extends BaseTransformer<PlayerSearchResult> {
  toObject() {
    return {
      login: this.resource.nickname,
      avatarOrSkin: avatarOrSkin(this.resource.looks),
      registered: this.resource.registered,
      online: this.resource.online,
    }
  }
}

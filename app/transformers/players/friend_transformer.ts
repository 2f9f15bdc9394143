import { BaseTransformer } from '@adonisjs/core/transformers'
import { avatarOrSkin } from '#transformers/players/look_transformer'
import type { FriendEntry } from '#services/players/friend_service'

/** A friend, or the other player of a request: who, and since when (friends or asked). */
export default class FriendTransformer extends BaseTransformer<FriendEntry> {
  toObject() {
    return {
      login: this.resource.nickname,
      avatarOrSkin: avatarOrSkin(this.resource.looks),
      since: this.resource.since.toUTC().toISO()!,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FriendEntry } from '#services/players/friend_service'

/** A friend, or the other player of a request: who, and since when (friends or asked). */
export default class FriendTransformer extends BaseTransformer<FriendEntry> {
  toObject() {
    return {
      login: this.resource.nickname,
      avatarOrSkin: null,
      since: this.resource.since.toUTC().toISO()!,
    }
  }
}

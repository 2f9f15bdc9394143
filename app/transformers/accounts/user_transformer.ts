import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import { avatarOrSkin } from '#transformers/players/look_transformer'

/** The current user of the auth state (spec §3): login, id, avatar or skin. */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      id: this.resource.id,
      login: this.resource.nickname,
      avatarOrSkin: avatarOrSkin(this.resource),
      /** spec §3: the invitation link is `/r/{referralCode}`. */
      referralCode: this.resource.referralCode,
    }
  }
}

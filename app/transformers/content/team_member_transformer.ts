import { BaseTransformer } from '@adonisjs/core/transformers'
import type TeamMember from '#models/team_member'
import { avatarOrSkin } from '#transformers/players/look_transformer'

/** A team member: the player's login under a role (spec §2 team). */
export default class TeamMemberTransformer extends BaseTransformer<TeamMember> {
  toObject() {
    return {
      id: this.resource.id,
      login: this.resource.user.nickname,
      role: this.resource.role,
      avatarOrSkin: avatarOrSkin(this.resource.user),
    }
  }
}

import TeamMember from '#models/team_member'
import User from '#models/user'
import DomainException from '#exceptions/domain_exception'
import { TEAM_ROLES, type TeamRole } from '#domain/content/team'

/**
 * The team page (spec §2, §7 `GET team`): staff in role order, then by
 * position. Operators place players on it with the team:* commands.
 */
export default class TeamService {
  async members() {
    const members = await TeamMember.query()
      .whereIn('role', [...TEAM_ROLES])
      .preload('user')
      .orderBy('position')
      .orderBy('id')
    return members.sort((a, b) => TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role))
  }

  /** Puts a player on the team under a role (or moves them). Throws on an unknown player or role. */
  async place(input: { nickname: string; role: string; position?: number }) {
    if (!(TEAM_ROLES as readonly string[]).includes(input.role)) {
      throw new DomainException('content.team_members.unknown_role', {
        data: { role: input.role, roles: TEAM_ROLES.join(', ') },
      })
    }
    const user = await this.findUser(input.nickname)
    return TeamMember.updateOrCreate(
      { userId: user.id },
      { userId: user.id, role: input.role as TeamRole, position: input.position ?? 0 }
    )
  }

  /** Takes a player off the team; answers whether they were on it. Throws on an unknown player. */
  async remove(nickname: string) {
    const user = await this.findUser(nickname)
    const removed = await TeamMember.query().where('user_id', user.id).delete()
    return Number(Array.isArray(removed) ? removed[0] : removed) > 0
  }

  private async findUser(nickname: string) {
    const user = await User.query().where('nickname_key', nickname.trim().toLowerCase()).first()
    if (!user)
      throw new DomainException('content.team_members.unknown_player', { data: { nickname } })
    return user
  }
}

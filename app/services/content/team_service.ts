import TeamMember from '#models/team_member'
import { TEAM_ROLES } from '#domain/content/team'

/** The team page (spec §2, §7 `GET team`): staff in role order, then by position. */
export default class TeamService {
  async members() {
    const members = await TeamMember.query()
      .whereIn('role', [...TEAM_ROLES])
      .preload('user')
      .orderBy('position')
      .orderBy('id')
    return members.sort((a, b) => TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role))
  }
}

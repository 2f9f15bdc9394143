import { inject } from '@adonisjs/core'
import TeamService from '#services/content/team_service'
import TeamMemberTransformer from '#transformers/content/team_member_transformer'
import { groupByRole } from '#domain/content/team'

/** `GET team` (spec §7): the staff grouped by role, in role order. */
@inject()
export default class TeamController {
  constructor(private team: TeamService) {}

  async show() {
    const members = await this.team.members()
    return {
      groups: groupByRole(members.map((member) => new TeamMemberTransformer(member).toObject())),
    }
  }
}

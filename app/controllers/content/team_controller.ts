import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TeamService from '#services/content/team_service'
import TeamMemberTransformer from '#transformers/content/team_member_transformer'

/** /{lang}/team (spec §2): the staff, which the page groups by role. */
@inject()
export default class TeamController {
  constructor(private team: TeamService) {}

  async show({ inertia }: HttpContext) {
    return inertia.render('content/team/show', {
      members: TeamMemberTransformer.transform(await this.team.members()),
    })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'
import { playerOf } from '#http/actor'

/** `POST user/sessions/terminate-all` (spec §7): every session but the current one. */
@inject()
export default class OtherSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async destroy(ctx: HttpContext) {
    const player = playerOf(ctx)
    const terminated = await this.sessions.terminateOthers(player.user, player.session)
    return { terminated }
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'

/** `POST user/sessions/terminate-all` (spec §7): every session but the current one. */
@inject()
export default class OtherSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async destroy({ auth }: HttpContext) {
    const terminated = await this.sessions.terminateOthers(
      auth.getUserOrFail(),
      auth.use('web').session ?? null
    )
    return { terminated }
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'
import { playerOf } from '#http/actor'

/** Cabinet → sessions → "end all other sessions" (spec §2). */
@inject()
export default class OtherSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async destroy(ctx: HttpContext) {
    const { session, response, i18n } = ctx
    const player = playerOf(ctx)
    const count = await this.sessions.terminateOthers(player.user, player.session)
    session.flash('success', { key: 'accounts.active_sessions.others_terminated', data: { count } })
    return response.redirect().toRoute('accounts.active_sessions.index', { lang: i18n.locale })
  }
}

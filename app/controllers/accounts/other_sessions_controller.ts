import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'

/** Cabinet → sessions → "end all other sessions" (spec §2). */
@inject()
export default class OtherSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async destroy({ auth, session, response, i18n }: HttpContext) {
    const count = await this.sessions.terminateOthers(
      auth.getUserOrFail(),
      auth.use('web').session ?? null
    )
    session.flash('success', { key: 'accounts.sessions.others_terminated', data: { count } })
    return response.redirect().toRoute('accounts.active_sessions.index', { lang: i18n.locale })
  }
}

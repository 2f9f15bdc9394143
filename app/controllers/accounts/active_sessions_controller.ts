import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'
import ActiveSessionTransformer from '#transformers/accounts/active_session_transformer'

/** Cabinet → sessions (spec §2): the player's live sessions, ended one at a time. */
@inject()
export default class ActiveSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async index({ inertia, auth }: HttpContext) {
    const current = auth.use('web').session ?? null
    const sessions = await this.sessions.list(auth.getUserOrFail(), current)
    return inertia.render('accounts/active_sessions/index', {
      sessions: ActiveSessionTransformer.transform(sessions, current?.id ?? null),
    })
  }

  async destroy({ params, auth, session, response, i18n }: HttpContext) {
    await this.sessions.terminate(auth.getUserOrFail(), params.id, auth.use('web').session ?? null)
    session.flash('success', 'accounts.sessions.terminated')
    return response.redirect().toRoute('accounts.active_sessions.index', { lang: i18n.locale })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'
import ActiveSessionTransformer from '#transformers/accounts/active_session_transformer'
import { playerOf } from '#http/actor'

/** Cabinet → sessions (spec §2): the player's live sessions, ended one at a time. */
@inject()
export default class ActiveSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async index(ctx: HttpContext) {
    const { user, session: current } = playerOf(ctx)
    const sessions = await this.sessions.list(user, current)
    return ctx.inertia.render('accounts/active_sessions/index', {
      sessions: ActiveSessionTransformer.transform(sessions, current?.id ?? null),
    })
  }

  async destroy(ctx: HttpContext) {
    const { params, session, response, i18n } = ctx
    const player = playerOf(ctx)
    await this.sessions.terminate(player.user, params.id, player.session)
    session.flash('success', 'accounts.active_sessions.terminated')
    return response.redirect().toRoute('accounts.active_sessions.index', { lang: i18n.locale })
  }
}

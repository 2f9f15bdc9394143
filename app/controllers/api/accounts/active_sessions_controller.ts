import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'
import ActiveSessionTransformer from '#transformers/accounts/active_session_transformer'
import { destroyActiveSessionValidator } from '#validators/accounts/active_session'
import { apiSerializer } from '#http/api_serializer'
import { playerOf } from '#http/actor'

/** `GET user/sessions`, `POST user/sessions/terminate {id}` (spec §7). */
@inject()
export default class ActiveSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async index(ctx: HttpContext) {
    const { user, session: current } = playerOf(ctx)
    const sessions = await this.sessions.list(user, current)
    return apiSerializer.toJson(
      { sessions: ActiveSessionTransformer.transform(sessions, current?.id ?? null) },
      ctx.containerResolver
    )
  }

  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(destroyActiveSessionValidator)
    const player = playerOf(ctx)
    await this.sessions.terminate(player.user, id, player.session)
    return { terminated: 1 }
  }
}

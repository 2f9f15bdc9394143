import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ActiveSessionService from '#services/accounts/active_session_service'
import ActiveSessionTransformer from '#transformers/accounts/active_session_transformer'
import { destroyActiveSessionValidator } from '#validators/accounts/active_session'
import { apiSerializer } from '#helpers/api_serializer'

/** `GET user/sessions`, `POST user/sessions/terminate {id}` (spec §7). */
@inject()
export default class ActiveSessionsController {
  constructor(private sessions: ActiveSessionService) {}

  async index({ auth, containerResolver }: HttpContext) {
    const current = auth.use('web').session ?? null
    const sessions = await this.sessions.list(auth.getUserOrFail(), current)
    return apiSerializer.toJson(
      { sessions: ActiveSessionTransformer.transform(sessions, current?.id ?? null) },
      containerResolver
    )
  }

  async destroy({ request, auth }: HttpContext) {
    const { id } = await request.validateUsing(destroyActiveSessionValidator)
    await this.sessions.terminate(auth.getUserOrFail(), id, auth.use('web').session ?? null)
    return { terminated: 1 }
  }
}

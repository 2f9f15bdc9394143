import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LookHistoryService from '#services/players/look_history_service'
import LookTransformer from '#transformers/players/look_transformer'
import { lookKindValidator } from '#validators/players/look'
import { apiSerializer } from '#http/api_serializer'

/** `POST user/{skin|cape|avatar}/rollback`: back to the upload before the current one. */
@inject()
export default class LookRollbacksController {
  constructor(private history: LookHistoryService) {}

  async store({ request, auth, containerResolver }: HttpContext) {
    const { params } = await request.validateUsing(lookKindValidator)
    const user = auth.getUserOrFail()
    await this.history.rollback(user, params.kind)
    const looks = await this.history.current(user)
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LookHistoryService from '#services/players/look_history_service'
import LookTransformer from '#transformers/players/look_transformer'
import { lookKindValidator } from '#validators/players/look'
import { apiSerializer } from '#http/api_serializer'

/** `GET cabinet/look` and `POST user/{skin|cape|avatar}/delete` (spec §7). */
@inject()
export default class LooksController {
  constructor(private history: LookHistoryService) {}

  async show({ auth, containerResolver }: HttpContext) {
    const looks = await this.history.current(auth.getUserOrFail())
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }

  async destroy({ request, auth, containerResolver }: HttpContext) {
    const { params } = await request.validateUsing(lookKindValidator)
    const user = auth.getUserOrFail()
    await this.history.clear(user, params.kind)
    const looks = await this.history.current(user)
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AvatarService from '#services/players/avatar_service'
import LookHistoryService from '#services/players/look_history_service'
import LookTransformer from '#transformers/players/look_transformer'
import { cropAvatarValidator } from '#validators/players/look'
import { apiSerializer } from '#http/api_serializer'

/** `POST user/avatar/crop {id, x, y, size}` (spec §7): the avatar cut anew, under a new id. */
@inject()
export default class AvatarCropsController {
  constructor(
    private avatars: AvatarService,
    private history: LookHistoryService
  ) {}

  async store({ request, auth, containerResolver }: HttpContext) {
    const { id, ...crop } = await request.validateUsing(cropAvatarValidator)
    const user = auth.getUserOrFail()
    await this.avatars.crop(user, id, crop)
    const looks = await this.history.current(user)
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }
}

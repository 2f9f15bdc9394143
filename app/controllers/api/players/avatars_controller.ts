import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AvatarService from '#services/players/avatar_service'
import LookHistoryService from '#services/players/look_history_service'
import LookTransformer from '#transformers/players/look_transformer'
import { uploadAvatarValidator } from '#validators/players/look'
import { apiSerializer } from '#http/api_serializer'

/** `POST user/avatar/upload` (spec §7): the new avatar, centred until cropped. */
@inject()
export default class AvatarsController {
  constructor(
    private avatars: AvatarService,
    private history: LookHistoryService
  ) {}

  async store({ request, auth, containerResolver }: HttpContext) {
    const { avatar } = await request.validateUsing(uploadAvatarValidator)
    const user = auth.getUserOrFail()
    await this.avatars.upload(user, { tmpPath: avatar.tmpPath!, size: avatar.size })
    const looks = await this.history.current(user)
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }
}

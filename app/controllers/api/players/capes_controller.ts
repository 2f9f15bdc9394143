import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SkinService from '#services/players/skin_service'
import LookHistoryService from '#services/players/look_history_service'
import LookTransformer from '#transformers/players/look_transformer'
import { uploadCapeValidator } from '#validators/players/look'
import { apiSerializer } from '#http/api_serializer'

/** `POST user/cape/upload` (spec §7): answers the player's looks. */
@inject()
export default class CapesController {
  constructor(
    private skins: SkinService,
    private history: LookHistoryService
  ) {}

  async store({ request, auth, containerResolver }: HttpContext) {
    const { cape } = await request.validateUsing(uploadCapeValidator)
    const user = await this.skins.uploadCape(auth.getUserOrFail(), {
      tmpPath: cape.tmpPath!,
      size: cape.size,
    })
    const looks = await this.history.current(user)
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }
}

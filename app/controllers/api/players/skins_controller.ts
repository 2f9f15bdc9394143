import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SkinService from '#services/players/skin_service'
import LookHistoryService from '#services/players/look_history_service'
import LookTransformer from '#transformers/players/look_transformer'
import { updateSkinModelValidator, uploadSkinValidator } from '#validators/players/look'
import { apiSerializer } from '#http/api_serializer'

/** `POST user/skin/upload` (spec §7) and the arms switch; both answer the player's looks. */
@inject()
export default class SkinsController {
  constructor(
    private skins: SkinService,
    private history: LookHistoryService
  ) {}

  async store({ request, auth, containerResolver }: HttpContext) {
    const { skin, model } = await request.validateUsing(uploadSkinValidator)
    const user = await this.skins.uploadSkin(
      auth.getUserOrFail(),
      { tmpPath: skin.tmpPath!, size: skin.size },
      model
    )
    const looks = await this.history.current(user)
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }

  async update({ request, auth, containerResolver }: HttpContext) {
    const { model } = await request.validateUsing(updateSkinModelValidator)
    const user = await this.skins.setModel(auth.getUserOrFail(), model)
    const looks = await this.history.current(user)
    return apiSerializer.toJson(LookTransformer.transform(looks), containerResolver)
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LookHistoryService from '#services/players/look_history_service'
import LookTransformer from '#transformers/players/look_transformer'

/** Cabinet → profile (spec §2: avatar, skin, cape); the changes go through the JSON API. */
@inject()
export default class LooksController {
  constructor(private history: LookHistoryService) {}

  async edit({ inertia, auth }: HttpContext) {
    const looks = await this.history.current(auth.getUserOrFail())
    return inertia.render('players/looks/edit', { look: LookTransformer.transform(looks) })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreGrantService from '#services/economy/store_grant_service'
import { cabinetAbilities } from '#controllers/economy/abilities_controller'

/** spec §7 `GET cabinet/abilities`: the abilities tab as JSON (owned abilities, purchases). */
@inject()
export default class AbilitiesController {
  constructor(private grants: StoreGrantService) {}

  async index({ auth, i18n }: HttpContext) {
    return cabinetAbilities(this.grants, auth.getUserOrFail(), i18n.locale)
  }
}

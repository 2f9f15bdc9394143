import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import BonusService from '#services/economy/bonus_service'

/** spec §7 `GET bonus/status`, `POST bonus/give`: the bonus tab's twin. */
@inject()
export default class BonusController {
  constructor(private bonus: BonusService) {}

  async show({ auth }: HttpContext) {
    return this.bonus.status(auth.getUserOrFail())
  }

  async store({ auth }: HttpContext) {
    return this.bonus.claim(auth.getUserOrFail())
  }
}

import type { HttpContext } from '@adonisjs/core/http'

/** /{lang}/launcher/ban (spec §2): the player's ban (shared `managers`) and its unban purchase. */
export default class BansController {
  async show({ inertia }: HttpContext) {
    return inertia.render('launcher/bans/show', {})
  }
}

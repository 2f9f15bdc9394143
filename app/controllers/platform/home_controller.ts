import type { HttpContext } from '@adonisjs/core/http'

/** The home page, at / (resolved language) and /{lang}. */
export default class HomeController {
  async show({ inertia }: HttpContext) {
    return inertia.render('platform/home/show', {})
  }
}

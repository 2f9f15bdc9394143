import type { HttpContext } from '@adonisjs/core/http'

/** /{lang}/launcher/elements (spec §2): the launcher's UI elements showcase. */
export default class ElementsController {
  async show({ inertia }: HttpContext) {
    return inertia.render('launcher/elements/show', {})
  }
}

import type { HttpContext } from '@adonisjs/core/http'

/**
 * spec §2 public page /{lang}/error: where the pages send a player after
 * a failure they cannot recover from in place. Same view as a 500, but the
 * page itself answered fine.
 */
export default class ErrorsController {
  async show({ inertia }: HttpContext) {
    return inertia.render('errors/server_error', {})
  }
}

import type { HttpContext } from '@adonisjs/core/http'

/**
 * GET /csrf-token: the shield mints the session's CSRF secret and the
 * XSRF-TOKEN cookie here, asked by a page just before its first form is
 * sent, so reading pages mints nothing (#8).
 */
export default class CsrfTokensController {
  show({ response }: HttpContext) {
    return response.noContent()
  }
}

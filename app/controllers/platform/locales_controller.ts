import type { HttpContext } from '@adonisjs/core/http'
import { updateLocaleValidator } from '#validators/platform/locale'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, switchPathLocale } from '#domain/platform/locales'
import { safeReturnPath } from '#domain/platform/return_path'

/** Language switch: remembers the choice and stays on the same page (spec §2, §4). */
export default class LocalesController {
  async update({ request, response }: HttpContext) {
    const { locale, path } = await request.validateUsing(updateLocaleValidator)
    response.plainCookie(LOCALE_COOKIE, locale, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      httpOnly: false,
      encode: false,
    })
    return response.redirect(switchPathLocale(safeReturnPath(path) ?? '/', locale))
  }
}

import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import { cabinetLandingRoute } from '#domain/accounts/cabinet'

/** /{lang}/cabinet (spec §2): opens the cabinet's landing tab. */
export default class CabinetController {
  show({ response, i18n }: HttpContext) {
    // The sessions tab is registered beside this route, so a landing always exists.
    const landing = cabinetLandingRoute((name) => router.has(name))!
    return response
      .redirect()
      .toRoute(landing as 'accounts.active_sessions.index', { lang: i18n.locale })
  }
}

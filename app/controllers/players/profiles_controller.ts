import type { HttpContext } from '@adonisjs/core/http'

/** `/{lang}/profile/:nickname` opens the profile's statistics (spec §2). */
export default class ProfilesController {
  async show({ params, response, i18n }: HttpContext) {
    return response
      .redirect()
      .toRoute('players.statistics.show', { lang: i18n.locale, nickname: params.nickname })
  }
}

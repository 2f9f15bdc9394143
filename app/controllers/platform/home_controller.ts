import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AppStateService from '#services/platform/app_state_service'

/** The home page, at / (resolved language) and /{lang}. */
@inject()
export default class HomeController {
  constructor(private appState: AppStateService) {}

  async show({ inertia }: HttpContext) {
    return inertia.render('platform/home/show', {
      playersCount: await this.appState.playersCount(),
    })
  }
}

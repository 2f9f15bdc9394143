import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AppStateService from '#services/platform/app_state_service'
import AppStateTransformer from '#transformers/platform/app_state_transformer'
import { apiSerializer } from '#helpers/api_serializer'
import { requestRegion } from '#helpers/http'

/** GET /api/v1/main: the main state (spec §3, §7) for the launcher and bots, as pages get it. */
@inject()
export default class MainController {
  constructor(private appState: AppStateService) {}

  async show(ctx: HttpContext) {
    const state = AppStateTransformer.transform(await this.appState.current(), ctx.i18n.locale)
    return apiSerializer.toJson(
      { app: state, region: requestRegion(ctx), locale: ctx.i18n.locale },
      ctx.containerResolver
    )
  }
}

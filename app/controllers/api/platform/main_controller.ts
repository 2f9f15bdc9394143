import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AppStateService from '#services/platform/app_state_service'
import AppStateTransformer from '#transformers/platform/app_state_transformer'
import { apiSerializer } from '#http/api_serializer'
import { requestRegion } from '#http/request'
import { compressOnce, sendCompressed } from '#http/compressed_bytes'

/** GET /api/v1/main: the main state (spec §3, §7) for the launcher and bots, as pages get it. */
@inject()
export default class MainController {
  constructor(private appState: AppStateService) {}

  /**
   * The finished answer per language and region is built, compressed and
   * tagged once per app-state version, then only sent (#8).
   */
  async show(ctx: HttpContext) {
    const { locale } = ctx.i18n
    const region = requestRegion(ctx)
    const answer = await this.appState.derived(`api.main\n${locale}\n${region}`, async (state) => {
      const json = await apiSerializer.toJson(
        { app: AppStateTransformer.transform(state, locale), region, locale },
        ctx.containerResolver
      )
      return compressOnce(JSON.stringify(json), { etag: true })
    })
    sendCompressed(ctx, answer, 'application/json; charset=utf-8')
  }
}

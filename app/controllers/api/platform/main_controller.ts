import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AppStateService from '#services/platform/app_state_service'
import AppStateTransformer from '#transformers/platform/app_state_transformer'
import { apiSerializer } from '#helpers/api_serializer'
import { requestRegion } from '#helpers/http'
import { compressOnce, sendCompressed, type CompressedBytes } from '#helpers/compressed_bytes'

/**
 * The finished answers of one app-state version, per language and region:
 * built, compressed and tagged once, then only sent (#8). A new version
 * (the cached state read afresh) starts an empty set.
 */
let kept = { version: '', answers: new Map<string, Promise<CompressedBytes>>() }

/** GET /api/v1/main: the main state (spec §3, §7) for the launcher and bots, as pages get it. */
@inject()
export default class MainController {
  constructor(private appState: AppStateService) {}

  async show(ctx: HttpContext) {
    const version = await this.appState.version()
    if (kept.version !== version) kept = { version, answers: new Map() }
    const key = `${ctx.i18n.locale}\n${requestRegion(ctx)}`
    const { answers } = kept
    let answer = answers.get(key)
    if (!answer) {
      answer = this.#build(ctx)
      answers.set(key, answer)
      answer.catch(() => answers.delete(key))
    }
    sendCompressed(ctx, await answer, 'application/json; charset=utf-8')
  }

  async #build(ctx: HttpContext) {
    const state = AppStateTransformer.transform(await this.appState.current(), ctx.i18n.locale)
    const json = await apiSerializer.toJson(
      { app: state, region: requestRegion(ctx), locale: ctx.i18n.locale },
      ctx.containerResolver
    )
    return compressOnce(JSON.stringify(json), { etag: true })
  }
}

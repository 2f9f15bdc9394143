import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CoverService from '#services/accounts/cover_service'
import CoverPartTransformer, { coverView } from '#transformers/accounts/cover_part_transformer'
import { showCoverPartValidator } from '#validators/accounts/cover'

/** Cabinet → cover → art, glow, style (spec §2): a part's items over the live profile header. */
@inject()
export default class CoverPartsController {
  constructor(private covers: CoverService) {}

  async edit({ request, inertia, auth }: HttpContext) {
    const { params } = await request.validateUsing(showCoverPartValidator)
    const user = auth.getUserOrFail()
    const [options, cover] = await Promise.all([
      this.covers.options(user, params.part),
      this.covers.of(user),
    ])
    return inertia.render('accounts/cover_parts/edit', {
      part: CoverPartTransformer.transform({ part: params.part, ...options }),
      cover: coverView(cover),
    })
  }
}

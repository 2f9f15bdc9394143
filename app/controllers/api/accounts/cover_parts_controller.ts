import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CoverService from '#services/accounts/cover_service'
import CoverPartTransformer from '#transformers/accounts/cover_part_transformer'
import { setCoverPartValidator, showCoverPartValidator } from '#validators/accounts/cover'
import { apiSerializer } from '#http/api_serializer'
import { checkedIdempotencyKey } from '#http/request'

/** spec §7 `GET cabinet/profile-theme/{art|glow|style}`, `POST …/set/{id}` (idempotency key). */
@inject()
export default class CoverPartsController {
  constructor(private covers: CoverService) {}

  async show({ request, auth, containerResolver }: HttpContext) {
    const { params } = await request.validateUsing(showCoverPartValidator)
    const options = await this.covers.options(auth.getUserOrFail(), params.part)
    return apiSerializer.toJson(
      CoverPartTransformer.transform({ part: params.part, ...options }),
      containerResolver
    )
  }

  async update(ctx: HttpContext) {
    const idempotencyKey = await checkedIdempotencyKey(ctx)
    const { params } = await ctx.request.validateUsing(setCoverPartValidator)
    return this.covers.set(ctx.auth.getUserOrFail(), { ...params, idempotencyKey })
  }
}

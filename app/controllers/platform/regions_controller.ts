import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RegionPreferenceService from '#services/accounts/region_preference_service'
import { updateRegionValidator } from '#validators/platform/region'
import { REGION_COOKIE, REGION_COOKIE_MAX_AGE } from '#domain/platform/regions'
import { backPath } from '#http/request'

/** Region switch (spec §4): a 10-year cookie, and the account's region when logged in. */
@inject()
export default class RegionsController {
  constructor(private regions: RegionPreferenceService) {}

  async update(ctx: HttpContext) {
    const { region } = await ctx.request.validateUsing(updateRegionValidator)
    ctx.response.plainCookie(REGION_COOKIE, region, {
      maxAge: REGION_COOKIE_MAX_AGE,
      httpOnly: false,
      encode: false,
    })
    if (ctx.auth.user) await this.regions.set(ctx.auth.user, { region, fixed: true })
    return ctx.response.redirect(backPath(ctx))
  }
}

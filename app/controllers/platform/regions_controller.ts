import type { HttpContext } from '@adonisjs/core/http'
import { updateRegionValidator } from '#validators/platform/region'
import { REGION_COOKIE, REGION_COOKIE_MAX_AGE } from '#domain/platform/regions'
import { backPath } from '#helpers/http'

/** Region switch (spec §4): stored in a 10-year cookie. */
export default class RegionsController {
  async update(ctx: HttpContext) {
    const { region } = await ctx.request.validateUsing(updateRegionValidator)
    ctx.response.plainCookie(REGION_COOKIE, region, {
      maxAge: REGION_COOKIE_MAX_AGE,
      httpOnly: false,
      encode: false,
    })
    return ctx.response.redirect(backPath(ctx))
  }
}

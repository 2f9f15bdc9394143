import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RegionPreferenceService from '#services/accounts/region_preference_service'
import { updateRegionValidator } from '#validators/platform/region'

/** POST /api/v1/user/set-region {region, fixed} (spec §7): the logged-in player's region. */
@inject()
export default class RegionsController {
  constructor(private regions: RegionPreferenceService) {}

  async update({ request, auth }: HttpContext) {
    const { region, fixed } = await request.validateUsing(updateRegionValidator)
    return this.regions.set(auth.getUserOrFail(), { region, fixed: fixed ?? false })
  }
}

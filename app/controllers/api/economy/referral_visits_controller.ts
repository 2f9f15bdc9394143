import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ReferralService from '#services/economy/referral_service'
import { actorOf } from '#http/actor'

/** spec §7 `POST referral/visit/{code}`: a visit of an invitation the launcher or a bot reports. */
@inject()
export default class ReferralVisitsController {
  constructor(private referrals: ReferralService) {}

  async store(ctx: HttpContext) {
    await this.referrals.recordVisit({ ...actorOf(ctx), code: ctx.params.code })
    return { recorded: true }
  }
}

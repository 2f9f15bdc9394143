import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ReferralService from '#services/economy/referral_service'
import { invitePayload } from '#controllers/economy/invites_controller'

/** spec §7 `GET referral`: the invite tab as JSON. */
@inject()
export default class ReferralsController {
  constructor(private referrals: ReferralService) {}

  async show({ auth }: HttpContext) {
    return invitePayload(this.referrals, auth.getUserOrFail())
  }
}

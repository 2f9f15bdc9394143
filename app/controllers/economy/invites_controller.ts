import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import ReferralService from '#services/economy/referral_service'

/** Cabinet → invite (spec §2, §3): the invitation link, its visits and the referrals' rewards. */
@inject()
export default class InvitesController {
  constructor(private referrals: ReferralService) {}

  async show({ inertia, auth }: HttpContext) {
    return inertia.render('economy/invites/show', {
      referral: await invitePayload(this.referrals, auth.getUserOrFail()),
    })
  }
}

/** The invite tab's data, for the page and `GET referral`: the summary and the absolute link. */
export async function invitePayload(
  referrals: ReferralService,
  user: Parameters<ReferralService['summary']>[0]
) {
  const summary = await referrals.summary(user)
  const link = router.urlBuilder.urlFor(
    'economy.referral_links.show',
    { code: summary.code },
    { prefixUrl: new URL(appUrl).origin }
  )
  return { ...summary, link }
}

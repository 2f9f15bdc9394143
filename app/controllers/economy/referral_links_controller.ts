import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ReferralService from '#services/economy/referral_service'
import {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_MAX_AGE,
  isReferralCode,
} from '#domain/platform/legacy_redirects'
import { routeUrl } from '#http/request'
import { actorOf } from '#http/actor'

/** /r/{code}: remembers who invited the visitor for 10 years, records the visit, goes home (302). */
@inject()
export default class ReferralLinksController {
  constructor(private referrals: ReferralService) {}

  async show(ctx: HttpContext) {
    const { params, response } = ctx
    if (isReferralCode(params.code)) {
      await this.referrals.recordVisit({ ...actorOf(ctx), code: params.code })
      response.plainCookie(REFERRAL_COOKIE, params.code, {
        maxAge: REFERRAL_COOKIE_MAX_AGE,
        httpOnly: true,
        encode: false,
      })
    }
    return response.redirect(routeUrl(ctx, 'platform.home.show'))
  }
}

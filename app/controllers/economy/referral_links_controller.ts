import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ReferralService from '#services/economy/referral_service'
import {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_MAX_AGE,
  isReferralCode,
} from '#domain/platform/legacy_redirects'
import { localizedPath } from '#domain/platform/locales'

/** /r/{code}: remembers who invited the visitor for 10 years, records the visit, goes home (302). */
@inject()
export default class ReferralLinksController {
  constructor(private referrals: ReferralService) {}

  async show({ params, request, response, i18n }: HttpContext) {
    if (isReferralCode(params.code)) {
      await this.referrals.recordVisit({
        code: params.code,
        ip: request.ip(),
        userAgent: request.header('user-agent') ?? '',
      })
      response.plainCookie(REFERRAL_COOKIE, params.code, {
        maxAge: REFERRAL_COOKIE_MAX_AGE,
        httpOnly: true,
        encode: false,
      })
    }
    return response.redirect(localizedPath(i18n.locale, '/'))
  }
}

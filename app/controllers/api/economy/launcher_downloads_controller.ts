import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ReferralService from '#services/economy/referral_service'
import { actorOf } from '#http/actor'

/**
 * spec §7 `POST visits/download` and `POST referral/download/{code}`: the
 * start page reports a launcher download, with the invitation it came
 * through when the visitor has one.
 */
@inject()
export default class LauncherDownloadsController {
  constructor(private referrals: ReferralService) {}

  async store(ctx: HttpContext) {
    await this.referrals.recordDownload({ ...actorOf(ctx), code: ctx.params.code ?? null })
    return { recorded: true }
  }
}

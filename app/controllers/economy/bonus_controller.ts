import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import communityConfig from '#config/community'
import BonusService from '#services/economy/bonus_service'

/** Cabinet → bonus (spec §2, §4), the cabinet's landing tab: the three steps and the daily claim. */
@inject()
export default class BonusController {
  constructor(private bonus: BonusService) {}

  async show({ inertia, auth }: HttpContext) {
    return inertia.render('economy/bonus/show', {
      bonus: await this.bonus.status(auth.getUserOrFail()),
      links: { community: communityConfig.links.vk, messages: communityConfig.links.message_link },
    })
  }

  async store({ auth, session, response, i18n }: HttpContext) {
    const claim = await this.bonus.claim(auth.getUserOrFail())
    session.flash('success', { key: 'economy.bonus.claimed', data: { amount: claim.amount } })
    return response.redirect().toRoute('economy.bonus.show', { lang: i18n.locale })
  }
}

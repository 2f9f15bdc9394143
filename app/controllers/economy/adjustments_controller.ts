import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdjustmentService from '#services/economy/adjustment_service'
import { createAdjustmentValidator } from '#validators/economy/adjustment'

/** Staff → payments → adjust a wallet (`web.economy.adjust`): one ledger row with its reason. */
@inject()
export default class AdjustmentsController {
  constructor(private adjustments: AdjustmentService) {}

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createAdjustmentValidator)
    const { player } = await this.adjustments.create({ ...input, staff: auth.getUserOrFail() })
    session.flash('success', {
      key: 'economy.adjustments.created',
      data: { login: player.nickname },
    })
    return response.redirect().toRoute('economy.staff_payments.index', { lang: i18n.locale })
  }
}

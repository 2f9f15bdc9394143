import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RefundService from '#services/economy/refund_service'
import { refundTab } from '#transformers/economy/wipe_refund_transformer'
import { createRefundValidator } from '#validators/economy/refund'

/** Cabinet → refund (spec §2, §4): refundable purchases per upcoming wipe, and past refunds. */
@inject()
export default class RefundsController {
  constructor(private refunds: RefundService) {}

  async create({ inertia, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('economy/refunds/create', {
      refund: refundTab(
        await this.refunds.overview(user),
        await this.refunds.history(user),
        i18n.locale
      ),
    })
  }

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const { wipeId } = await request.validateUsing(createRefundValidator)
    const { refund } = await this.refunds.refund(auth.getUserOrFail(), wipeId)
    session.flash('success', {
      key: 'economy.refunds.done',
      data: { amount: refund.amount / 100 },
    })
    return response.redirect().toRoute('economy.refunds.create', { lang: i18n.locale })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RefundService from '#services/economy/refund_service'
import { refundTab } from '#transformers/economy/wipe_refund_transformer'
import { createRefundValidator } from '#validators/economy/refund'

/** spec §7 `GET cabinet/refund`, `POST cabinet/refund {wipeId}`: the refund tab's twin. */
@inject()
export default class RefundsController {
  constructor(private refunds: RefundService) {}

  async index({ auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    return refundTab(
      await this.refunds.overview(user),
      await this.refunds.history(user),
      i18n.locale
    )
  }

  async store({ request, auth }: HttpContext) {
    const { wipeId } = await request.validateUsing(createRefundValidator)
    const { refund, purchases, balance } = await this.refunds.refund(auth.getUserOrFail(), wipeId)
    return {
      refundId: refund.id,
      wipeId,
      amount: refund.amount,
      purchases: purchases.map((purchase) => purchase.id),
      balance,
    }
  }
}

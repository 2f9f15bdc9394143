import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PaymentService from '#services/economy/payment_service'
import PaymentSettlementService from '#services/economy/payment_settlement_service'
import PaymentTransformer from '#transformers/economy/payment_transformer'
import { createPaymentValidator } from '#validators/economy/payment'

/**
 * /pay (spec §2, protected, compact layout): the top-up form with its live
 * bonus table, and after the gateway's return (`?notify=success`) the
 * player's payments, read back at once and polled until credited.
 */
@inject()
export default class PaymentsController {
  constructor(
    private payments: PaymentService,
    private settlement: PaymentSettlementService
  ) {}

  async create({ inertia, auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const returned = request.qs().notify === 'success'
    if (returned) await this.settlement.refreshOpen(user)
    return inertia.render('economy/payments/create', {
      options: this.payments.options(),
      returned,
      payments: PaymentTransformer.transform(await this.payments.recent(user)),
    })
  }

  async store({ inertia, auth, request, i18n }: HttpContext) {
    const input = await request.validateUsing(createPaymentValidator)
    const payment = await this.payments.create({
      ...input,
      user: auth.getUserOrFail(),
      locale: i18n.locale,
    })
    return inertia.location(payment.confirmationUrl!)
  }
}

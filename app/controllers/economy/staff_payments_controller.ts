import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PaymentService from '#services/economy/payment_service'
import PaymentTransformer from '#transformers/economy/payment_transformer'
import { pageNumber } from '#domain/economy/ledger'

/** Staff → payments (`web.economy.view`): every payment with its state and webhook log. */
@inject()
export default class StaffPaymentsController {
  constructor(private payments: PaymentService) {}

  async index({ inertia, request }: HttpContext) {
    const payments = await this.payments.list(pageNumber(request.qs().page))
    return inertia.render('economy/staff_payments/index', {
      meta: { page: payments.currentPage, perPage: payments.perPage, total: payments.total },
      payments: PaymentTransformer.transform(payments.all()).useVariant('forStaff'),
    })
  }
}

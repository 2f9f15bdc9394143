import { BaseTransformer } from '@adonisjs/core/transformers'
import type Payment from '#models/payment'

/** A top-up as its player sees it; `forStaff` adds the player and the webhook log. */
export default class PaymentTransformer extends BaseTransformer<Payment> {
  toObject() {
    return {
      id: this.resource.id,
      method: this.resource.method,
      amount: this.resource.amount,
      bonus: this.resource.bonus,
      currency: this.resource.currency,
      status: this.resource.status,
      createdAt: this.resource.createdAt.toUTC().toISO()!,
      finishedAt: this.resource.finishedAt?.toUTC().toISO() ?? null,
    }
  }

  forStaff() {
    return {
      ...this.toObject(),
      gateway: this.resource.gateway,
      gatewayPaymentId: this.resource.gatewayPaymentId,
      failure: this.resource.failure,
      player: { id: this.resource.user.id, login: this.resource.user.nickname },
      events: this.resource.events.map((event) => ({
        id: event.id,
        source: event.source,
        claimedStatus: event.claimedStatus,
        outcome: event.outcome,
        createdAt: event.createdAt.toUTC().toISO()!,
      })),
    }
  }
}

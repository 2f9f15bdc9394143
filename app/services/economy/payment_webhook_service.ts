import { inject } from '@adonisjs/core'
import limiter from '@adonisjs/limiter/services/main'
import Payment from '#models/payment'
import PaymentGateways from '#clients/payment_gateways'
import { GatewayError, WebhookRejectedError, type RemotePayment } from '#clients/payment_gateway'
import PaymentSettlementService from '#services/economy/payment_settlement_service'
import WebhookRejectedException from '#exceptions/webhook_rejected_exception'
import GatewayUnavailableException from '#exceptions/gateway_unavailable_exception'
import type { GatewayName } from '#domain/economy/payments'

/** Notifications naming no payment of ours (or unreadable) logged per gateway and hour, at most. */
const STRAY_LOGGED_HOURLY = 100

export type WebhookInput = {
  gateway: GatewayName
  rawBody: string
  headers: Record<string, string | undefined>
}

/**
 * Gateway webhooks (issue #11). A webhook is only a hint: its signature is
 * checked where the gateway signs, then the payment is read back from the
 * gateway's API, and only what the API says moves the payment. Every
 * delivery about a payment of ours is logged with its outcome; a stray one
 * (unreadable, or naming no payment of ours) is logged as a short summary,
 * at most STRAY_LOGGED_HOURLY an hour, and never costs a gateway call.
 */
@inject()
export default class PaymentWebhookService {
  constructor(
    private gateways: PaymentGateways,
    private settlement: PaymentSettlementService
  ) {}

  /**
   * Handles one delivery; returns the outcome. Throws
   * WebhookRejectedException (forged or unreadable: 400) and
   * GatewayUnavailableException (the API could not confirm: 502, so the
   * gateway delivers again later).
   */
  async handle(input: WebhookInput): Promise<string> {
    const gateway = this.gateways.get(input.gateway)
    if (!gateway) throw new WebhookRejectedException()

    const log = (payment: Payment | null, claimedStatus: string | null, outcome: string) =>
      this.settlement.record({
        payment,
        gateway: input.gateway,
        source: 'webhook',
        claimedStatus,
        outcome,
        payload: input.rawBody,
      })
    // Anyone may post here: what a stray post leaves is small and bounded in number.
    const logStray = (
      summary: Record<string, unknown>,
      claimedStatus: string | null,
      outcome: string
    ) =>
      limiter
        .use({ requests: STRAY_LOGGED_HOURLY, duration: '1 hour' })
        .attempt(`payment_webhook_stray:${input.gateway}`, () =>
          this.settlement.record({
            payment: null,
            gateway: input.gateway,
            source: 'webhook',
            claimedStatus,
            outcome,
            payload: JSON.stringify({ bytes: Buffer.byteLength(input.rawBody), ...summary }),
          })
        )

    let claim
    try {
      claim = gateway.readWebhook(input.rawBody, input.headers)
    } catch (error) {
      if (!(error instanceof WebhookRejectedError)) throw error
      await logStray({}, null, 'forged')
      throw new WebhookRejectedException()
    }

    // A claim naming no payment of ours is answered without asking the gateway: a forged id
    // made every post a gateway call and a 502 the gateway would retry. The claim's ids only
    // choose whether to ask; what moves a payment still comes from the API below.
    if (!(await this.find(input.gateway, claim.remoteId, claim.orderId))) {
      await logStray(
        { remoteId: claim.remoteId.slice(0, 64), orderId: claim.orderId?.slice(0, 64) ?? null },
        claim.claimedStatus,
        'unknown'
      )
      return 'unknown'
    }

    let remote: RemotePayment
    try {
      remote = await gateway.fetch(claim.remoteId)
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      await log(
        await this.find(input.gateway, claim.remoteId, null),
        claim.claimedStatus,
        'gateway_unavailable'
      )
      throw new GatewayUnavailableException()
    }

    // The order id comes from the API's answer, not from the webhook's claim.
    const payment = await this.find(input.gateway, remote.remoteId, remote.orderId)
    if (!payment) {
      await logStray({ remoteId: remote.remoteId.slice(0, 64) }, claim.claimedStatus, 'unknown')
      return 'unknown'
    }
    if (!payment.gatewayPaymentId) {
      // The webhook beat the create call's answer: remember the gateway's id now.
      await Payment.query()
        .where('id', payment.id)
        .whereNull('gateway_payment_id')
        .update({ gateway_payment_id: remote.remoteId })
    }
    const outcome = await this.settlement.reconcile(payment, remote)
    await log(payment, claim.claimedStatus, outcome)
    return outcome
  }

  private async find(gateway: GatewayName, remoteId: string, orderId: string | null) {
    const byRemote = await Payment.query()
      .where('gateway', gateway)
      .where('gateway_payment_id', remoteId)
      .first()
    if (byRemote || !orderId) return byRemote
    return Payment.query()
      .where('gateway', gateway)
      .where('id', orderId)
      .whereNull('gateway_payment_id')
      .first()
  }
}

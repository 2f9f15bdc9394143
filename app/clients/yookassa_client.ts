import type { PaymentMethod } from '#domain/economy/payments'
import { decimalToKopecks, kopecksToDecimal } from '#domain/economy/payments'
import {
  callGateway,
  GatewayError,
  WebhookRejectedError,
  type CreatedPayment,
  type CreateRequest,
  type GatewayStatus,
  type PaymentGateway,
  type RemotePayment,
  type WebhookClaim,
} from '#clients/payment_gateway'

export type YookassaConfig = {
  apiUrl: string
  shopId: string
  secretKey: string
  timeoutMs: number
}

/** Our methods as YooKassa's `payment_method_data.type`. */
const METHOD_TYPES: Partial<Record<PaymentMethod, string>> = { card: 'bank_card', sbp: 'sbp' }

/** YooKassa's payment statuses: capture is automatic, so waiting_for_capture is still open. */
function statusOf(value: unknown): GatewayStatus {
  if (value === 'succeeded') return 'succeeded'
  if (value === 'canceled') return 'canceled'
  return 'pending'
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

/**
 * YooKassa API v3 (https://yookassa.ru/developers/api): payments with HTTP
 * Basic auth (shop id : secret key) and an `Idempotence-Key`, redirect
 * confirmation, notifications. Notifications carry no signature, so they
 * are only a hint: the payment is always read back from the API.
 */
export default class YookassaClient implements PaymentGateway {
  readonly name = 'yookassa' as const
  readonly methods = ['card', 'sbp'] as const

  constructor(private config: YookassaConfig) {}

  private headers() {
    const credentials = Buffer.from(`${this.config.shopId}:${this.config.secretKey}`).toString(
      'base64'
    )
    return { 'authorization': `Basic ${credentials}`, 'content-type': 'application/json' }
  }

  async create(request: CreateRequest): Promise<CreatedPayment> {
    const body = await callGateway(`${this.config.apiUrl}/payments`, {
      method: 'POST',
      timeoutMs: this.config.timeoutMs,
      // Our payment id: a retried create never makes a second payment.
      headers: { ...this.headers(), 'idempotence-key': request.paymentId },
      body: JSON.stringify({
        amount: { value: kopecksToDecimal(request.amount), currency: request.currency },
        capture: true,
        confirmation: { type: 'redirect', return_url: request.returnUrl },
        payment_method_data: { type: METHOD_TYPES[request.method] },
        description: request.description,
        metadata: { paymentId: request.paymentId },
      }),
    })
    const confirmationUrl = objectOf(body.confirmation).confirmation_url
    if (typeof body.id !== 'string' || typeof confirmationUrl !== 'string') {
      throw new GatewayError('YooKassa answered a payment without id or confirmation_url')
    }
    return { remoteId: body.id, confirmationUrl }
  }

  async fetch(remoteId: string): Promise<RemotePayment> {
    const body = await callGateway(
      `${this.config.apiUrl}/payments/${encodeURIComponent(remoteId)}`,
      { method: 'GET', timeoutMs: this.config.timeoutMs, headers: this.headers() }
    )
    const amount = objectOf(body.amount)
    const metadata = objectOf(body.metadata)
    return {
      remoteId: typeof body.id === 'string' ? body.id : remoteId,
      status: statusOf(body.status),
      amount: decimalToKopecks(amount.value),
      currency: typeof amount.currency === 'string' ? amount.currency : null,
      orderId: typeof metadata.paymentId === 'string' ? metadata.paymentId : null,
    }
  }

  readWebhook(rawBody: string): WebhookClaim {
    let body: Record<string, unknown>
    try {
      body = objectOf(JSON.parse(rawBody))
    } catch {
      throw new WebhookRejectedError('YooKassa notification is not JSON')
    }
    const payment = objectOf(body.object)
    if (body.type !== 'notification' || typeof payment.id !== 'string') {
      throw new WebhookRejectedError('YooKassa notification without a payment')
    }
    const metadata = objectOf(payment.metadata)
    return {
      remoteId: payment.id,
      orderId: typeof metadata.paymentId === 'string' ? metadata.paymentId : null,
      claimedStatus: String(payment.status ?? body.event ?? ''),
    }
  }
}

import { createHash } from 'node:crypto'
import { safeEqual } from '@adonisjs/core/helpers'
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

export type CryptomusConfig = {
  apiUrl: string
  merchantId: string
  apiKey: string
  callbackUrl: string
  lifetimeSeconds: number
  timeoutMs: number
}

const PAID = new Set(['paid', 'paid_over'])
const FAILED = new Set(['cancel', 'fail', 'system_fail', 'wrong_amount'])

function statusOf(value: unknown): GatewayStatus {
  if (typeof value !== 'string') return 'pending'
  if (PAID.has(value)) return 'succeeded'
  if (FAILED.has(value)) return 'canceled'
  return 'pending'
}

/**
 * Cryptomus's signature: MD5 of the base64 of the JSON body followed by the
 * API key. Cryptomus signs PHP's json_encode, which escapes "/" as "\/".
 */
export function cryptomusSign(json: string, apiKey: string) {
  return createHash('md5')
    .update(Buffer.from(json).toString('base64') + apiKey)
    .digest('hex')
}

export function phpJson(value: unknown) {
  return JSON.stringify(value).replaceAll('/', '\\/')
}

/**
 * Cryptomus (https://doc.cryptomus.com): invoices created and read with the
 * `merchant` and `sign` headers, webhooks signed the same way with the
 * signature inside the body.
 */
export default class CryptomusClient implements PaymentGateway {
  readonly name = 'cryptomus' as const
  readonly methods = ['crypto'] as const

  constructor(private config: CryptomusConfig) {}

  private async call(path: string, payload: Record<string, unknown>) {
    const json = JSON.stringify(payload)
    const body = await callGateway(`${this.config.apiUrl}${path}`, {
      method: 'POST',
      timeoutMs: this.config.timeoutMs,
      headers: {
        'merchant': this.config.merchantId,
        'sign': cryptomusSign(json, this.config.apiKey),
        'content-type': 'application/json',
      },
      body: json,
    })
    const result = body.result
    if (body.state !== 0 || typeof result !== 'object' || result === null) {
      throw new GatewayError(`Cryptomus answered state ${String(body.state)}`)
    }
    return result as Record<string, unknown>
  }

  async create(request: CreateRequest): Promise<CreatedPayment> {
    const result = await this.call('/v1/payment', {
      amount: kopecksToDecimal(request.amount),
      currency: request.currency,
      // Cryptomus refuses a second invoice with the same order id: our idempotency.
      order_id: request.paymentId,
      url_return: request.returnUrl,
      url_success: request.returnUrl,
      url_callback: this.config.callbackUrl,
      lifetime: this.config.lifetimeSeconds,
    })
    if (typeof result.uuid !== 'string' || typeof result.url !== 'string') {
      throw new GatewayError('Cryptomus answered an invoice without uuid or url')
    }
    return { remoteId: result.uuid, confirmationUrl: result.url }
  }

  async fetch(remoteId: string): Promise<RemotePayment> {
    const result = await this.call('/v1/payment/info', { uuid: remoteId })
    return {
      remoteId: typeof result.uuid === 'string' ? result.uuid : remoteId,
      status: statusOf(result.payment_status ?? result.status),
      amount: decimalToKopecks(result.amount),
      currency: typeof result.currency === 'string' ? result.currency : null,
      orderId: typeof result.order_id === 'string' ? result.order_id : null,
    }
  }

  readWebhook(rawBody: string): WebhookClaim {
    let body: Record<string, unknown>
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>
    } catch {
      throw new WebhookRejectedError('Cryptomus webhook is not JSON')
    }
    if (typeof body !== 'object' || body === null || typeof body.sign !== 'string') {
      throw new WebhookRejectedError('Cryptomus webhook without a signature')
    }
    const { sign, ...data } = body
    const expected = cryptomusSign(phpJson(data), this.config.apiKey)
    if (!safeEqual(expected, sign as string))
      throw new WebhookRejectedError('Cryptomus webhook signature mismatch')
    if (typeof data.uuid !== 'string')
      throw new WebhookRejectedError('Cryptomus webhook without uuid')
    return {
      remoteId: data.uuid,
      orderId: typeof data.order_id === 'string' ? data.order_id : null,
      claimedStatus: String(data.status ?? data.payment_status ?? ''),
    }
  }
}

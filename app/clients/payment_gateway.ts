/*
| The one interface every payment gateway client speaks (issue #11): create
| a payment, read it back, read a webhook. Services never see a gateway's
| wire format.
*/
import type { GatewayName, PaymentMethod } from '#domain/economy/payments'

/** What the gateway says a payment is: still open, paid, or ended without money. */
export type GatewayStatus = 'pending' | 'succeeded' | 'canceled'

export type CreateRequest = {
  /** Ours: the gateway's idempotency key and order id. */
  paymentId: string
  /** Kopecks. */
  amount: number
  currency: string
  method: PaymentMethod
  description: string
  returnUrl: string
}

export type CreatedPayment = { remoteId: string; confirmationUrl: string }

/** A payment as the gateway's API reports it (never as a webhook claims it). */
export type RemotePayment = {
  remoteId: string
  status: GatewayStatus
  /** Kopecks, or null when the answer had no readable amount. */
  amount: number | null
  currency: string | null
  /** Our payment id as the gateway keeps it. */
  orderId: string | null
}

/** What a webhook claims; believed only after `fetch` confirms it. */
export type WebhookClaim = { remoteId: string; orderId: string | null; claimedStatus: string }

/** The gateway could not be reached, timed out or answered an error. */
export class GatewayError extends Error {}

/** A webhook that is not the gateway's: bad signature or unreadable body. */
export class WebhookRejectedError extends Error {}

export interface PaymentGateway {
  readonly name: GatewayName
  readonly methods: readonly PaymentMethod[]
  /** Creates the payment at the gateway; throws GatewayError. */
  create(request: CreateRequest): Promise<CreatedPayment>
  /** Reads the payment from the gateway's API; throws GatewayError. */
  fetch(remoteId: string): Promise<RemotePayment>
  /** Reads (and where the gateway signs, verifies) a webhook; throws WebhookRejectedError. */
  readWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookClaim
}

/** A JSON call with a deadline; any failure, HTTP error or non-JSON answer is a GatewayError. */
export async function callGateway(
  url: string,
  init: RequestInit & { timeoutMs: number }
): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) })
  } catch (error) {
    throw new GatewayError(`${url} is unreachable`, { cause: error })
  }
  const text = await response.text().catch(() => '')
  if (!response.ok)
    throw new GatewayError(`${url} answered HTTP ${response.status}: ${text.slice(0, 200)}`)
  try {
    const body = JSON.parse(text) as unknown
    if (typeof body !== 'object' || body === null) throw new Error('not an object')
    return body as Record<string, unknown>
  } catch (error) {
    throw new GatewayError(`${url} answered something other than JSON`, { cause: error })
  }
}

import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  close,
  confirmationPage,
  listen,
  postJson,
  redirect,
  sendHtml,
  sendJson,
} from '#dev/fakes/fake_http'
import { FAKE_GATEWAYS } from '#dev/fakes/fake_gateway_env'

type FakePayment = {
  id: string
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'
  paid: boolean
  amount: { value: string; currency: string }
  description: string
  metadata: Record<string, unknown>
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string }
  payment_method: { type: string }
  created_at: string
}

export type FakeYookassaOptions = {
  shopId?: string
  secretKey?: string
  /** Where notifications go (the app's /api/payments/webhooks/yookassa); none when unset. */
  webhookUrl?: string | null
  port?: number
}

/**
 * YooKassa API v3 on 127.0.0.1 for tests and the local demo (`node ace
 * payments:fake`): `POST /v3/payments` (Basic auth, Idempotence-Key),
 * `GET /v3/payments/{id}`, a confirmation page with Pay and Cancel that
 * sends the notification and returns the player, and knobs to break it.
 */
export class FakeYookassa {
  readonly payments = new Map<string, FakePayment>()
  private byKey = new Map<string, string>()
  /** Every create request's Idempotence-Key, in order. */
  readonly createKeys: string[] = []
  /** The next creates answer HTTP 500 while set. */
  failCreates = false
  /** Creates wait this long before answering. */
  createDelayMs = 0
  /** The ids `GET /v3/payments/{id}` was asked for, in order. */
  readonly reads: string[] = []
  /** What `GET /v3/payments/{id}` answers instead of the truth, per payment (forged webhooks). */
  readonly apiOverrides = new Map<string, Partial<FakePayment>>()

  private constructor(
    private server: Server,
    readonly origin: string,
    readonly options: Required<Omit<FakeYookassaOptions, 'port'>>
  ) {}

  static async start(options: FakeYookassaOptions = {}) {
    const settings = {
      shopId: options.shopId ?? FAKE_GATEWAYS.yookassa.shopId,
      secretKey: options.secretKey ?? FAKE_GATEWAYS.yookassa.secretKey,
      webhookUrl: options.webhookUrl ?? null,
    }
    let fake: FakeYookassa | undefined
    const { server, origin } = await listen(
      (request, body, response) =>
        fake!.handle(request.method ?? 'GET', request.url ?? '/', request.headers, body, response),
      options.port
    )
    fake = new FakeYookassa(server, origin, settings)
    return fake
  }

  get apiUrl() {
    return `${this.origin}/v3`
  }

  close() {
    return close(this.server)
  }

  /** Marks a payment paid (as the player pressing Pay) and, unless told not to, notifies. */
  async succeed(id: string, notify = true) {
    const payment = this.payments.get(id)!
    payment.status = 'succeeded'
    payment.paid = true
    return notify ? this.notify(id) : null
  }

  async cancel(id: string, notify = true) {
    this.payments.get(id)!.status = 'canceled'
    return notify ? this.notify(id) : null
  }

  /** Sends the notification YooKassa sends for the payment's current status. */
  notify(id: string) {
    const payment = this.payments.get(id)!
    return this.sendNotification({
      type: 'notification',
      event: `payment.${payment.status}`,
      object: payment,
    })
  }

  /** Posts any body as a notification (forged ones too). */
  sendNotification(body: unknown) {
    if (!this.options.webhookUrl) throw new Error('the fake YooKassa has no webhook URL')
    return postJson(this.options.webhookUrl, JSON.stringify(body))
  }

  private authorized(header: string | undefined) {
    const expected = Buffer.from(`${this.options.shopId}:${this.options.secretKey}`).toString(
      'base64'
    )
    return header === `Basic ${expected}`
  }

  private async handle(
    method: string,
    url: string,
    headers: Record<string, string | string[] | undefined>,
    body: string,
    response: import('node:http').ServerResponse
  ) {
    const path = new URL(url, this.origin).pathname
    const confirm = /^\/confirm\/([\w-]+)(?:\/(pay|cancel))?$/.exec(path)
    if (confirm) return this.confirmation(method, confirm[1], confirm[2], response)

    if (!this.authorized(headers.authorization as string | undefined)) {
      return sendJson(response, 401, {
        type: 'error',
        code: 'invalid_credentials',
        description: 'Basic auth failed',
      })
    }
    if (method === 'POST' && path === '/v3/payments') return this.create(headers, body, response)
    const read = /^\/v3\/payments\/([\w-]+)$/.exec(path)
    if (method === 'GET' && read) {
      this.reads.push(read[1])
      const payment = this.payments.get(read[1])
      if (!payment) return sendJson(response, 404, { type: 'error', code: 'not_found' })
      return sendJson(response, 200, { ...payment, ...this.apiOverrides.get(payment.id) })
    }
    sendJson(response, 404, { type: 'error', code: 'not_found' })
  }

  private async create(
    headers: Record<string, string | string[] | undefined>,
    body: string,
    response: import('node:http').ServerResponse
  ) {
    const key = headers['idempotence-key'] as string | undefined
    if (!key)
      return sendJson(response, 400, {
        type: 'error',
        code: 'invalid_request',
        description: 'Idempotence-Key is required',
      })
    this.createKeys.push(key)
    if (this.createDelayMs) await sleep(this.createDelayMs)
    if (this.failCreates)
      return sendJson(response, 500, { type: 'error', code: 'internal_server_error' })
    const known = this.byKey.get(key)
    if (known) return sendJson(response, 200, this.payments.get(known))

    const request = JSON.parse(body) as {
      amount: { value: string; currency: string }
      description?: string
      metadata?: Record<string, unknown>
      confirmation: { return_url: string }
      payment_method_data?: { type: string }
    }
    const id = randomUUID()
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: request.amount,
      description: request.description ?? '',
      metadata: request.metadata ?? {},
      confirmation: {
        type: 'redirect',
        confirmation_url: `${this.origin}/confirm/${id}`,
        return_url: request.confirmation.return_url,
      },
      payment_method: { type: request.payment_method_data?.type ?? 'bank_card' },
      created_at: new Date().toISOString(),
    }
    this.payments.set(id, payment)
    this.byKey.set(key, id)
    sendJson(response, 200, payment)
  }

  private async confirmation(
    method: string,
    id: string,
    action: string | undefined,
    response: import('node:http').ServerResponse
  ) {
    const payment = this.payments.get(id)
    if (!payment) return sendJson(response, 404, { type: 'error', code: 'not_found' })
    if (method === 'GET' && !action) {
      return sendHtml(
        response,
        confirmationPage({
          gateway: 'YooKassa',
          amount: payment.amount.value,
          currency: payment.amount.currency,
          action: `/confirm/${id}`,
        })
      )
    }
    if (method !== 'POST') return sendJson(response, 405, { type: 'error' })
    if (payment.status === 'pending') {
      await (action === 'pay' ? this.succeed(id, false) : this.cancel(id, false))
      // Delivered in the background, as YooKassa does: the return may beat it.
      if (this.options.webhookUrl) this.notify(id).catch(() => {})
    }
    redirect(response, payment.confirmation.return_url)
  }
}

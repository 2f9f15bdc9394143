import { randomUUID } from 'node:crypto'
import type { Server, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { cryptomusSign, phpJson } from '#clients/cryptomus_client'
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

type Invoice = {
  uuid: string
  order_id: string
  amount: string
  currency: string
  payment_status: string
  url: string
  url_return: string
  url_callback: string | null
}

export type FakeCryptomusOptions = { merchantId?: string; apiKey?: string; port?: number }

/**
 * Cryptomus on 127.0.0.1: `POST /v1/payment` and `/v1/payment/info`
 * checked by the `merchant` and `sign` headers, a pay/cancel page, and
 * webhooks signed as Cryptomus signs them (or forged on request).
 */
export class FakeCryptomus {
  readonly invoices = new Map<string, Invoice>()
  failCreates = false
  createDelayMs = 0

  private constructor(
    private server: Server,
    readonly origin: string,
    readonly options: Required<Omit<FakeCryptomusOptions, 'port'>>
  ) {}

  static async start(options: FakeCryptomusOptions = {}) {
    const settings = {
      merchantId: options.merchantId ?? FAKE_GATEWAYS.cryptomus.merchantId,
      apiKey: options.apiKey ?? FAKE_GATEWAYS.cryptomus.apiKey,
    }
    let fake: FakeCryptomus | undefined
    const { server, origin } = await listen(
      (request, body, response) =>
        fake!.handle(request.method ?? 'GET', request.url ?? '/', request.headers, body, response),
      options.port
    )
    fake = new FakeCryptomus(server, origin, settings)
    return fake
  }

  get apiUrl() {
    return this.origin
  }

  close() {
    return close(this.server)
  }

  async pay(uuid: string, notify = true) {
    this.invoices.get(uuid)!.payment_status = 'paid'
    return notify ? this.notify(uuid) : null
  }

  async cancel(uuid: string, notify = true) {
    this.invoices.get(uuid)!.payment_status = 'cancel'
    return notify ? this.notify(uuid) : null
  }

  /** The webhook Cryptomus sends for the invoice's status; `sign` replaced when forging. */
  notify(uuid: string, forgedSign?: string) {
    const invoice = this.invoices.get(uuid)!
    const data = {
      type: 'payment',
      uuid: invoice.uuid,
      order_id: invoice.order_id,
      amount: invoice.amount,
      currency: invoice.currency,
      status: invoice.payment_status,
      is_final: invoice.payment_status !== 'check',
      url_return: invoice.url_return,
    }
    const sign = forgedSign ?? cryptomusSign(phpJson(data), this.options.apiKey)
    return postJson(invoice.url_callback!, JSON.stringify({ ...data, sign }))
  }

  private async handle(
    method: string,
    url: string,
    headers: Record<string, string | string[] | undefined>,
    body: string,
    response: ServerResponse
  ) {
    const path = new URL(url, this.origin).pathname
    const page = /^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/.exec(path)
    if (page) return this.page(method, page[1], page[2], response)

    const signed =
      headers.merchant === this.options.merchantId &&
      headers.sign === cryptomusSign(body, this.options.apiKey)
    if (!signed) return sendJson(response, 401, { state: 1, message: 'Invalid sign' })
    const request = JSON.parse(body) as Record<string, string>

    if (method === 'POST' && path === '/v1/payment') {
      if (this.createDelayMs) await sleep(this.createDelayMs)
      if (this.failCreates) return sendJson(response, 500, { state: 1, message: 'Server error' })
      const existing = [...this.invoices.values()].find(
        (invoice) => invoice.order_id === request.order_id
      )
      if (existing) return sendJson(response, 200, { state: 0, result: existing })
      const uuid = randomUUID()
      const invoice: Invoice = {
        uuid,
        order_id: request.order_id,
        amount: request.amount,
        currency: request.currency,
        payment_status: 'check',
        url: `${this.origin}/pay/${uuid}`,
        url_return: request.url_return,
        url_callback: request.url_callback ?? null,
      }
      this.invoices.set(uuid, invoice)
      return sendJson(response, 200, { state: 0, result: invoice })
    }
    if (method === 'POST' && path === '/v1/payment/info') {
      const invoice = this.invoices.get(request.uuid)
      if (!invoice) return sendJson(response, 404, { state: 1, message: 'Not found' })
      return sendJson(response, 200, { state: 0, result: invoice })
    }
    sendJson(response, 404, { state: 1, message: 'Not found' })
  }

  private async page(
    method: string,
    uuid: string,
    action: string | undefined,
    response: ServerResponse
  ) {
    const invoice = this.invoices.get(uuid)
    if (!invoice) return sendJson(response, 404, { state: 1, message: 'Not found' })
    if (method === 'GET' && !action) {
      return sendHtml(
        response,
        confirmationPage({
          gateway: 'Cryptomus',
          amount: invoice.amount,
          currency: invoice.currency,
          action: `/pay/${uuid}`,
        })
      )
    }
    if (invoice.payment_status === 'check') {
      invoice.payment_status = action === 'pay' ? 'paid' : 'cancel'
      if (invoice.url_callback) this.notify(uuid).catch(() => {})
    }
    redirect(response, invoice.url_return)
  }
}

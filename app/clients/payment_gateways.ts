import paymentsConfig, { type PaymentsConfig } from '#config/payments'
import YookassaClient from '#clients/yookassa_client'
import CryptomusClient from '#clients/cryptomus_client'
import type { PaymentGateway } from '#clients/payment_gateway'
import { PAYMENT_METHODS, type GatewayName, type PaymentMethod } from '#domain/economy/payments'

/**
 * The gateways that have their keys (config/payments.ts). Tests swap this
 * class in the container for one pointed at fake gateways.
 */
export default class PaymentGateways {
  private gateways: PaymentGateway[] = []
  /** Where the gateways send the player back (the spec §2 payment-success redirect). */
  readonly returnUrl: string

  constructor(config: PaymentsConfig = paymentsConfig) {
    this.returnUrl = config.returnUrl
    const { yookassa, cryptomus } = config
    if (yookassa.shopId && yookassa.secretKey) {
      this.gateways.push(
        new YookassaClient({
          apiUrl: yookassa.apiUrl.replace(/\/+$/, ''),
          shopId: yookassa.shopId,
          secretKey: yookassa.secretKey,
          timeoutMs: config.timeoutMs,
        })
      )
    }
    if (cryptomus.merchantId && cryptomus.apiKey) {
      this.gateways.push(
        new CryptomusClient({
          apiUrl: cryptomus.apiUrl.replace(/\/+$/, ''),
          merchantId: cryptomus.merchantId,
          apiKey: cryptomus.apiKey,
          callbackUrl: config.cryptomusCallbackUrl,
          lifetimeSeconds: config.expireAfterMinutes * 60,
          timeoutMs: config.timeoutMs,
        })
      )
    }
  }

  /** The methods a player can pick, in the spec's order. */
  methods(): PaymentMethod[] {
    return PAYMENT_METHODS.filter((method) => this.forMethod(method) !== null)
  }

  forMethod(method: PaymentMethod): PaymentGateway | null {
    return this.gateways.find((gateway) => gateway.methods.includes(method)) ?? null
  }

  get(name: GatewayName): PaymentGateway | null {
    return this.gateways.find((gateway) => gateway.name === name) ?? null
  }
}

import app from '@adonisjs/core/services/app'
import paymentsConfig from '#config/payments'
import PaymentGateways from '#clients/payment_gateways'
import { FakeYookassa } from '#dev/fakes/fake_yookassa'
import { FakeCryptomus } from '#dev/fakes/fake_cryptomus'
import { baseURL } from '#tests/support/browser'

/** The ports the fake gateways listen on, moved by `TEST_PORT_OFFSET` like the rest (bin/test.ts). */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0)
export const FAKE_PORTS = {
  yookassa: 4545 + offset,
  cryptomus: 4546 + offset,
  unreachable: 4547 + offset,
} as const

export type FakeGateways = {
  yookassa: FakeYookassa
  cryptomus: FakeCryptomus
  stop: () => Promise<void>
}

/**
 * Both fake gateways on 127.0.0.1, sending their webhooks to the in-process
 * server, and the app's gateways pointed at them. `timeoutMs` bounds the
 * app's wait (the "gateway slow" cases).
 */
export async function startFakeGateways(
  options: { timeoutMs?: number } = {}
): Promise<FakeGateways> {
  const yookassa = await FakeYookassa.start({
    port: FAKE_PORTS.yookassa,
    webhookUrl: `${baseURL}/api/payments/webhooks/yookassa`,
  })
  const cryptomus = await FakeCryptomus.start({ port: FAKE_PORTS.cryptomus })
  const restore = useGateways({
    yookassa: {
      apiUrl: yookassa.apiUrl,
      shopId: yookassa.options.shopId,
      secretKey: yookassa.options.secretKey,
    },
    cryptomus: {
      apiUrl: cryptomus.apiUrl,
      merchantId: cryptomus.options.merchantId,
      apiKey: cryptomus.options.apiKey,
    },
    timeoutMs: options.timeoutMs ?? 2000,
  })
  return {
    yookassa,
    cryptomus,
    stop: async () => {
      restore()
      await Promise.all([yookassa.close(), cryptomus.close()])
    },
  }
}

/** The configurations swapped in, innermost last: a test's swap undone brings back its group's. */
const swaps: (typeof paymentsConfig)[] = []

function applySwap() {
  const config = swaps.at(-1)
  if (config) app.container.swap(PaymentGateways, () => new PaymentGateways(config))
  else app.container.restore(PaymentGateways)
}

/** The app's gateways built from this configuration (none configured when keys are null). */
export function useGateways(overrides: Partial<typeof paymentsConfig>) {
  const config = {
    ...paymentsConfig,
    cryptomusCallbackUrl: `${baseURL}/api/payments/webhooks/cryptomus`,
    returnUrl: `${baseURL}/pay/success`,
    ...overrides,
  }
  swaps.push(config)
  applySwap()
  return () => {
    swaps.splice(swaps.lastIndexOf(config), 1)
    applySwap()
  }
}

/** No gateway has keys: top-up is unavailable. */
export function useNoGateways() {
  return useGateways({
    yookassa: { ...paymentsConfig.yookassa, shopId: null, secretKey: null },
    cryptomus: { ...paymentsConfig.cryptomus, merchantId: null, apiKey: null },
  })
}

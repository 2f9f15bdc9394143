import env from '#start/env'
import { normalizeTiers } from '#domain/economy/bonus_tiers'

/*
| Top-ups (issue #11). A gateway without its keys is off, and so are its
| methods on /pay; with none configured the page says top-up is
| unavailable. `node ace payments:fake` runs both gateways locally.
*/
const paymentsConfig = {
  /** Kopecks: 50 ₽ … 100 000 ₽ a payment. */
  minAmount: 50_00,
  maxAmount: 100_000_00,
  currency: 'RUB',
  /** spec §9: +N % by amount, up to +50 % (thresholds in kopecks). */
  bonusTiers: normalizeTiers([
    { from: 500_00, percent: 5 },
    { from: 1_000_00, percent: 10 },
    { from: 3_000_00, percent: 20 },
    { from: 5_000_00, percent: 30 },
    { from: 10_000_00, percent: 50 },
  ]),
  /** A payment nobody paid is expired after this long (the gateways' own links expire too). */
  expireAfterMinutes: 60,
  /** Pending payments older than this are asked about by the scheduled re-check. */
  recheckAfterMinutes: 2,
  /** How long to wait for a gateway before telling the player it is unavailable. */
  timeoutMs: 10_000,
  /** Where the gateways send the player back: the spec §2 payment-success redirect. */
  returnUrl: new URL('/pay/success', env.get('APP_URL')).href,
  /** Where Cryptomus posts its webhooks (YooKassa's is set in its dashboard). */
  cryptomusCallbackUrl: new URL('/api/payments/webhooks/cryptomus', env.get('APP_URL')).href,
  /** The gateways are the local fakes (`npm run dev`): the pay page says so. Never in production. */
  testMode: env.get('PAYMENTS_TEST_MODE', false) && env.get('NODE_ENV') !== 'production',
  yookassa: {
    apiUrl: env.get('YOOKASSA_API_URL', 'https://api.yookassa.ru/v3'),
    shopId: env.get('YOOKASSA_SHOP_ID') || null,
    secretKey: env.get('YOOKASSA_SECRET_KEY') || null,
  },
  cryptomus: {
    apiUrl: env.get('CRYPTOMUS_API_URL', 'https://api.cryptomus.com'),
    merchantId: env.get('CRYPTOMUS_MERCHANT_ID') || null,
    apiKey: env.get('CRYPTOMUS_API_KEY') || null,
  },
}

export type PaymentsConfig = typeof paymentsConfig

export default paymentsConfig

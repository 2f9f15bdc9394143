/*
| Top-ups (spec §1 payment methods, §2 /pay): the methods a player picks,
| the gateways behind them and the payment's states.
*/

export const PAYMENT_METHODS = ['card', 'sbp', 'crypto'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const GATEWAYS = ['yookassa', 'cryptomus'] as const
export type GatewayName = (typeof GATEWAYS)[number]

/** Which gateway takes which method: YooKassa cards and SBP, Cryptomus crypto. */
export const METHOD_GATEWAY: Record<PaymentMethod, GatewayName> = {
  card: 'yookassa',
  sbp: 'yookassa',
  crypto: 'cryptomus',
}

export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'canceled', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** States a payment can still leave; the others are final. */
export const OPEN_STATUSES: PaymentStatus[] = ['created', 'pending']

export function isFinal(status: PaymentStatus) {
  return !OPEN_STATUSES.includes(status)
}

/** Kopecks as the gateways' decimal string: 100000 → "1000.00". */
export function kopecksToDecimal(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : ''
  const abs = Math.abs(kopecks)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A gateway's decimal string as kopecks ("1000.00" → 100000), or null when it is not one. */
export function decimalToKopecks(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value).trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

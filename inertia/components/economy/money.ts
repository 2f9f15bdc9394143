import type { Currency } from '@domain/economy/ledger'
import type { useT } from '~/hooks/use_t'

type T = ReturnType<typeof useT>

/** An amount of a currency as text: kopecks as rubles, coins as "N coins". */
export function formatMoney(t: T, currency: Currency, value: number) {
  return currency === 'rub'
    ? t('common.money.rubles', { amount: value / 100 })
    : t('economy.wallets.coins_amount', { amount: value })
}

/** A ledger amount with its sign: "+1 000,00 ₽", "−50 coins". */
export function formatSigned(t: T, currency: Currency, value: number) {
  const text = formatMoney(t, currency, Math.abs(value))
  return value < 0 ? `−${text}` : `+${text}`
}

import vine from '@vinejs/vine'
import { CURRENCIES, HISTORY_MAX_PER_PAGE } from '#domain/economy/ledger'

/** `GET user/history/money?currency=&page=&perPage=` and the cabinet's transactions tab. */
export const indexTransactionValidator = vine.create({
  currency: vine.enum(CURRENCIES).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  perPage: vine.number().withoutDecimals().range([1, HISTORY_MAX_PER_PAGE]).optional(),
})

import vine from '@vinejs/vine'
import { HISTORY_MAX_PER_PAGE, HISTORY_TARGETS } from '#domain/accounts/account_history'

/** `GET user/history?target=&page=&perPage=` (spec §7) and the cabinet's history section. */
export const indexAccountHistoryValidator = vine.create({
  target: vine.enum(HISTORY_TARGETS),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  perPage: vine.number().withoutDecimals().range([1, HISTORY_MAX_PER_PAGE]).optional(),
})

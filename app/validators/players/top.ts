import vine from '@vinejs/vine'
import { TOP_MAX_PAGE, TOP_PERIODS } from '#domain/players/tops'

/** `?period=month|all&page=` of a top (spec §2 /top, §7 `user/top`). */
export const showTopValidator = vine.create({
  period: vine.enum(TOP_PERIODS).optional(),
  page: vine.number().withoutDecimals().min(1).max(TOP_MAX_PAGE).optional(),
})

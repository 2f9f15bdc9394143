import vine from '@vinejs/vine'
import { DELIVERY_STATES } from '#domain/network/delivery_states'

/** Staff list filters: `?server=<slug>&state=<state>&page=N`, each optional. */
export const indexDeliveriesValidator = vine.create({
  server: vine.string().trim().maxLength(64).optional(),
  state: vine.enum(DELIVERY_STATES).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})

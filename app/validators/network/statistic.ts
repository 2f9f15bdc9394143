import vine from '@vinejs/vine'
import { PERIODS } from '#domain/network/online_history'
import { serverSlugRule } from '#validators/network/server'

/** `GET server/statistics?server=<slug>&period=day` (spec §7); without `server`, every server. */
export const showStatisticValidator = vine.create({
  server: serverSlugRule().optional(),
  period: vine.enum(PERIODS).optional(),
})

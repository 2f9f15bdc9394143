import vine from '@vinejs/vine'
import { REGIONS } from '#domain/platform/regions'

/** Region switch of the pages and `POST user/set-region` of the API (spec §4, §7). */
export const updateRegionValidator = vine.create({
  region: vine.enum(REGIONS),
  fixed: vine.boolean().optional(),
})

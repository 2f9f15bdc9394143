import vine from '@vinejs/vine'
import { REGIONS } from '#domain/platform/regions'

export const updateRegionValidator = vine.create({
  region: vine.enum(REGIONS),
})

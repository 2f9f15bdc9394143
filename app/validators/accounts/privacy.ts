import vine from '@vinejs/vine'
import { PRIVACY_PARTS } from '#domain/accounts/privacy'

/**
 * Cabinet → privacy and `POST user/privacy/hide` (spec §7): the full list of the parts to hide
 * from others; the parts not named are shown. An empty list shows everything.
 */
export const updatePrivacyValidator = vine.create({
  hidden: vine.array(vine.enum(PRIVACY_PARTS)).distinct(),
})

import vine from '@vinejs/vine'
import { LOCALES } from '#domain/platform/locales'

/** Language switch: the new language and the page to stay on. */
export const updateLocaleValidator = vine.create({
  locale: vine.enum(LOCALES),
  path: vine.string().maxLength(2048).optional(),
})

import vine from '@vinejs/vine'
import { THEME_IDS } from '#domain/accounts/themes'

/** The theme switch of cabinet → theme (a form field). */
export const updateThemeValidator = vine.create({ theme: vine.enum(THEME_IDS) })

/** `POST cabinet/theme/set/{id}`. */
export const setThemeValidator = vine.create({
  params: vine.object({ id: vine.enum(THEME_IDS) }),
})

import vine from '@vinejs/vine'
import { passwordRule } from '#validators/accounts/credentials'

/** A reset link's token: 43 base64url characters when genuine; anything else is an unknown link. */
const tokenRule = () => vine.string().trim().maxLength(512)

/** The restore page opened from the letter: the token is checked by the service, not the form. */
export const editPasswordRestoreValidator = vine.create({
  token: tokenRule().optional(),
})

/** `POST user/reset/status {token}` (spec §7). */
export const showPasswordRestoreValidator = vine.create({
  token: tokenRule(),
})

/**
 * The new password through a link; the repeat `passwordConfirmation` must
 * match (spec §5 'Password mismatch', reported on the repeat). `confirmed`,
 * like registration: a failed `sameAs` breaks later messages.
 */
export const updatePasswordRestoreValidator = vine.create({
  token: tokenRule(),
  password: passwordRule().confirmed({ as: 'passwordConfirmation' }),
})

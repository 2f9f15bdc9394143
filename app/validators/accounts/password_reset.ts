import vine from '@vinejs/vine'
import { emailRule, recaptchaRule } from '#validators/accounts/credentials'

/** The reset page's form and `POST user/reset {email, recaptcha?}` (spec §2, §7). */
export const createPasswordResetValidator = vine.create({
  email: emailRule(),
  recaptcha: recaptchaRule(),
})

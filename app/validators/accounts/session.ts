import vine from '@vinejs/vine'
import {
  currentPasswordRule,
  loginRule,
  recaptchaRule,
  sessionLabelRule,
} from '#validators/accounts/credentials'

/** Login (spec §7 POST user/auth/login and the login page): nickname or e-mail, password. */
export const createSessionValidator = vine.create({
  login: loginRule(),
  password: currentPasswordRule(),
  recaptcha: recaptchaRule(),
  browser: sessionLabelRule(),
  system: sessionLabelRule(),
})

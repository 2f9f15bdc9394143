import vine from '@vinejs/vine'
import {
  freeEmailRule,
  freeNicknameRule,
  passwordRule,
  recaptchaRule,
  sessionLabelRule,
} from '#validators/accounts/credentials'

/**
 * Registration (spec §5, §7 POST user/register and the register page):
 * nickname, e-mail, the password twice ('Password mismatch') and the
 * accepted terms (public offer, privacy policy, rules).
 */
export const createRegistrationValidator = vine.create({
  login: freeNicknameRule(),
  email: freeEmailRule(),
  // `confirmed` reports 'Password mismatch' on passwordConfirmation. Not `sameAs`: the i18n
  // messages provider rewrites a failed sameAs's `otherField` in place, breaking later requests.
  password: passwordRule().confirmed({ as: 'passwordConfirmation' }),
  acceptTerms: vine.accepted(),
  recaptcha: recaptchaRule(),
  browser: sessionLabelRule(),
  system: sessionLabelRule(),
})

import vine from '@vinejs/vine'
import { loginRule, sessionLabelRule } from '#validators/accounts/credentials'

/** POST user/auth/token-legacy: the cached legacy login, its token in the Access-Token header. */
export const exchangeLegacyTokenValidator = vine.create({
  login: loginRule(),
  browser: sessionLabelRule(),
  system: sessionLabelRule(),
  headers: vine.object({
    'access-token': vine.string().maxLength(512),
  }),
})

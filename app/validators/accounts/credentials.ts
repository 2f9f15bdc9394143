/*
| Reusable rule pieces of the account credentials (issue #4): registration,
| login, the single-field check, and later password change, reset and
| e-mail change use the same pieces, so one rule never drifts apart.
| Messages: resources/lang/<locale>/validator.json (`shared.messages`).
*/
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { sessionLabel } from '#domain/accounts/user_agent'
import {
  EMAIL,
  NICKNAME,
  PASSWORD,
  nicknameKey,
  normalizeEmail,
} from '#domain/accounts/credentials'

/** Only Latin letters, digits and underscores (game-name rules). */
const nicknameFormat = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && !NICKNAME.pattern.test(value)) {
      field.report(
        'The nickname may contain Latin letters, digits and "_" only',
        'nicknameFormat',
        field
      )
    }
  },
  { name: 'nicknameFormat' }
)

/** No other account has this nickname, ignoring case (`users.nickname_key`). */
const nicknameFree = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'string' || !field.isValid) return
    const taken = await db.from('users').where('nickname_key', nicknameKey(value)).first()
    if (taken) field.report('This nickname is already taken', 'nicknameTaken', field)
  },
  { name: 'nicknameTaken', isAsync: true }
)

/** No other account has this e-mail (stored lower-cased). */
const emailFree = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'string' || !field.isValid) return
    const taken = await db.from('users').where('email', normalizeEmail(value)).first()
    if (taken) field.report('This e-mail is already registered', 'emailTaken', field)
  },
  { name: 'emailTaken', isAsync: true }
)

/** A nickname by the game-name rules: 3–16 of letters, digits and underscores. */
export function nicknameRule() {
  return vine
    .string()
    .trim()
    .minLength(NICKNAME.minLength)
    .maxLength(NICKNAME.maxLength)
    .use(nicknameFormat())
}

/** A nickname no account uses yet (ignoring case). */
export function freeNicknameRule() {
  return nicknameRule().use(nicknameFree())
}

/** An e-mail address, trimmed and lower-cased. */
export function emailRule() {
  return vine.string().trim().maxLength(EMAIL.maxLength).email().toLowerCase()
}

/** An e-mail address no account uses yet. */
export function freeEmailRule() {
  return emailRule().use(emailFree())
}

/** A new password: 8–128 characters, not trimmed (spaces are part of a passphrase). */
export function passwordRule() {
  return vine.string().minLength(PASSWORD.minLength).maxLength(PASSWORD.maxLength)
}

/** The login of a login form: a nickname or an e-mail (spec §7), checked by the service. */
export function loginRule() {
  return vine.string().trim().maxLength(EMAIL.maxLength)
}

/** A password typed to log in: never longer than any password can be. */
export function currentPasswordRule() {
  return vine.string().maxLength(PASSWORD.maxLength)
}

/** The reCAPTCHA v3 token (spec §5); required by the service only when a secret is set. */
export function recaptchaRule() {
  return vine.string().maxLength(4096).optional()
}

/** A browser or system label an API client reports; cut at 500 characters (spec §9). */
export function sessionLabelRule() {
  return vine
    .string()
    .maxLength(4096)
    .transform((value) => sessionLabel(value))
    .optional()
}

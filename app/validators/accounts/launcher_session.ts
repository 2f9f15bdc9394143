import vine from '@vinejs/vine'
import { currentPasswordRule, loginRule, recaptchaRule } from '#validators/accounts/credentials'

/** The launcher's machine (spec §7 systemData): the OS is required, the rest optional. */
function systemDataRule() {
  return vine.object({
    os: vine.string().trim().minLength(1).maxLength(64),
    osVersion: vine.string().trim().maxLength(64).optional(),
    arch: vine.string().trim().maxLength(32).optional(),
    javaVersion: vine.string().trim().maxLength(32).optional(),
    // 1 TB of RAM is a generous ceiling for a player's machine.
    ramMb: vine.number().withoutDecimals().positive().max(1_048_576).optional(),
  })
}

/** POST launcher/auth: login, password, recaptcha and the machine (spec §7). */
export const createLauncherSessionValidator = vine.create({
  login: loginRule(),
  password: currentPasswordRule(),
  recaptcha: recaptchaRule(),
  systemData: systemDataRule(),
})

/** POST launcher/auth/token: a live session opens a launcher session for this machine. */
export const renewLauncherSessionValidator = vine.create({
  systemData: systemDataRule(),
})

/**
 * The launcher's login page: the same fields; the page reads the machine
 * from the local API, which may not answer, so the machine is optional.
 */
export const createLauncherPageSessionValidator = vine.create({
  login: loginRule(),
  password: currentPasswordRule(),
  recaptcha: recaptchaRule(),
  systemData: systemDataRule().optional(),
})

/**
 * An OAuth login started on the launcher's login page: the machine the
 * page read from the local API rides in the start link's query, all
 * optional (the local API may not have answered).
 */
export const startLauncherOauthValidator = vine.create({
  os: vine.string().trim().minLength(1).maxLength(64).optional(),
  osVersion: vine.string().trim().maxLength(64).optional(),
  arch: vine.string().trim().maxLength(32).optional(),
  javaVersion: vine.string().trim().maxLength(32).optional(),
  ramMb: vine.number().withoutDecimals().positive().max(1_048_576).optional(),
})

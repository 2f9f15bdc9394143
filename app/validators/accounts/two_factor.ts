import vine from '@vinejs/vine'
import { BOT_KINDS } from '#domain/accounts/two_factor'

/** Which bot the one-time command is for. */
export const createTwoFactorEnrollmentValidator = vine.create({
  bot: vine.enum(BOT_KINDS),
})

/** POST user/auth/2fa: the pending confirmation's id and secret (from the -7 details). */
export const completeTwoFactorValidator = vine.create({
  challengeId: vine.string().uuid(),
  challengeSecret: vine.string().minLength(16).maxLength(128),
})

/** The dev bot inbox: press a button of a kept message, or write to the bot as a chat. */
export const devBotPressValidator = vine.create({
  messageId: vine.number().positive().withoutDecimals(),
  data: vine.string().maxLength(64),
})

export const devBotCommandValidator = vine.create({
  bot: vine.enum(BOT_KINDS),
  chatId: vine.string().trim().minLength(1).maxLength(64),
  text: vine.string().trim().minLength(1).maxLength(256),
})

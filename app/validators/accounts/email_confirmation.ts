import vine from '@vinejs/vine'
import { MAIL_CODE } from '#domain/accounts/mail_codes'

/** The code from the letter (`POST user/settings/mail/verify {code}`): six digits. */
export const createEmailConfirmationValidator = vine.create({
  code: vine.string().trim().regex(MAIL_CODE.pattern),
})

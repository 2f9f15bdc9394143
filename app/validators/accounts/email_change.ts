import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { MAIL_CODE } from '#domain/accounts/mail_codes'
import { emailRule } from '#validators/accounts/credentials'

type Meta = { userId: number; currentEmail: string | null }

/**
 * The new address is not the account's own and no other account has it
 * (stored lower-cased, so case is ignored): an inline error on the field.
 * The service checks again when the code is confirmed.
 */
const newEmail = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'string' || !field.isValid) return
    const { userId, currentEmail } = field.meta as Meta
    if (value === currentEmail) {
      field.report('This is already your e-mail', 'emailUnchanged', field)
      return
    }
    const taken = await db.from('users').where('email', value).whereNot('id', userId).first()
    if (taken) field.report('This e-mail is already registered', 'emailTaken', field)
  },
  { name: 'newEmail', isAsync: true }
)

/**
 * Asking for an e-mail change code (spec §4, `POST user/settings/mail/reset`):
 * without `email` for the current address, with it for the new one.
 */
export const createEmailChangeValidator = vine.withMetaData<Meta>().create({
  email: emailRule().use(newEmail()).optional(),
})

/** The code from the letter (`POST user/settings/mail/verify {code}`): six digits. */
export const updateEmailChangeValidator = vine.create({
  code: vine.string().trim().regex(MAIL_CODE.pattern),
})

import vine, { type VineValidator } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { freeEmailRule, freeNicknameRule, passwordRule } from '#validators/accounts/credentials'

/** The fields a form may check alone (spec §5: login, e-mail and password). */
export const CHECKED_FIELDS = ['login', 'email', 'password'] as const

/** POST user/validation: which field and the value typed so far. */
export const fieldCheckValidator = vine.create({
  field: vine.enum(CHECKED_FIELDS),
  value: vine.string().maxLength(1024).optional(),
})

/**
 * The rules of each checked field, exactly as registration applies them;
 * validated as `{ [field]: value }` so messages name the field itself.
 */
export const checkedFieldValidators: Record<
  (typeof CHECKED_FIELDS)[number],
  VineValidator<SchemaTypes, Record<string, any> | undefined>
> = {
  login: vine.create({ login: freeNicknameRule() }),
  email: vine.create({ email: freeEmailRule() }),
  password: vine.create({ password: passwordRule() }),
}

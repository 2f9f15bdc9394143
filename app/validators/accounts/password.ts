import vine from '@vinejs/vine'
import { currentPasswordRule, passwordRule } from '#validators/accounts/credentials'

/**
 * Password change of the cabinet and `POST user/settings/password/update`
 * (spec §2, §7). The current password is required only when the account has
 * one (OAuth-only accounts set their first, spec §5); the repeat
 * `passwordConfirmation` must match ('Password mismatch', spec §5).
 */
export const updatePasswordValidator = vine.withMetaData<{ hasPassword: boolean }>().create({
  currentPassword: currentPasswordRule()
    .optional()
    .requiredWhen((field) => field.meta.hasPassword),
  // `confirmed`, not `sameAs` on the repeat: the i18n messages provider rewrites the `otherField`
  // of a failed `sameAs` in place, which breaks that validator for every later request.
  password: passwordRule().confirmed({ as: 'passwordConfirmation' }),
  terminateOtherSessions: vine.boolean().optional(),
})

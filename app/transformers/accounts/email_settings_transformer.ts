import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type { EmailSettings } from '#services/accounts/email_change_service'

const iso = (moment: DateTime | null) => moment?.toUTC().toISO() ?? null

/**
 * The player's e-mail and its change (spec §4, §7 `GET user/settings/mail`):
 * the address, whether it is verified, and the step of the change with its
 * countdowns, shared by the cabinet page and the API.
 */
export default class EmailSettingsTransformer extends BaseTransformer<EmailSettings> {
  toObject() {
    const { email, verified, verificationResendAvailableAt, change } = this.resource
    return {
      email,
      verified,
      verification: { resendAvailableAt: iso(verificationResendAvailableAt) },
      change: {
        step: change.step,
        steps: [...change.steps],
        newEmail: change.newEmail,
        codeExpiresAt: iso(change.codeExpiresAt),
        resendAvailableAt: iso(change.resendAvailableAt),
      },
    }
  }
}

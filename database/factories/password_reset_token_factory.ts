import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import PasswordResetToken from '#models/password_reset_token'
import { UserFactory } from '#database/factories/user_factory'
import { RESET_LINK } from '#domain/accounts/mail_codes'
import { newSecretToken } from '#data/secret_tokens'

/**
 * A fresh, unused reset link whose token nobody knows; a test that opens
 * the link merges `tokenHash` of a token it chose (SHA-256, hex).
 */
export const PasswordResetTokenFactory = factory
  .define(PasswordResetToken, () => ({
    tokenHash: newSecretToken().hash,
    expiresAt: DateTime.utc().plus({ minutes: RESET_LINK.lifetimeMinutes }),
    usedAt: null,
  }))
  .state('expired', (link) => {
    link.expiresAt = DateTime.utc().minus({ minutes: 1 })
  })
  .state('used', (link) => {
    link.usedAt = DateTime.utc().minus({ minutes: 5 })
  })
  .relation('user', () => UserFactory)
  .build()

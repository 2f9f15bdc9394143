import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import EmailVerificationToken from '#models/email_verification_token'
import { UserFactory } from '#database/factories/user_factory'
import { VERIFICATION_LINK } from '#domain/accounts/mail_codes'
import { newSecretToken } from '#data/secret_tokens'

/**
 * A fresh, unused verification link; merge `userId`, `email` (the
 * account's address) and a known `tokenHash` to open it in a test.
 */
export const EmailVerificationTokenFactory = factory
  .define(EmailVerificationToken, ({ faker }) => ({
    email: faker.internet.email().toLowerCase(),
    tokenHash: newSecretToken().hash,
    expiresAt: DateTime.utc().plus({ hours: VERIFICATION_LINK.lifetimeHours }),
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

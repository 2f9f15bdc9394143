import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import LegacyAccessToken from '#models/legacy_access_token'
import { UserFactory } from '#database/factories/user_factory'

/** SHA-256 (hex), as legacy tokens are stored. */
export function legacyTokenHash(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * An unused legacy token of a random value. A test that exchanges it
 * chooses the token: `.merge({ tokenHash: legacyTokenHash('known') })`.
 */
export const LegacyAccessTokenFactory = factory
  .define(LegacyAccessToken, () => ({
    tokenHash: legacyTokenHash(randomBytes(24).toString('hex')),
    exchangedAt: null,
  }))
  .state('exchanged', (token) => {
    token.exchangedAt = DateTime.utc()
  })
  .relation('user', () => UserFactory)
  .build()

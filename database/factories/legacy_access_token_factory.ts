import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import LegacyAccessToken from '#models/legacy_access_token'
import { UserFactory } from '#database/factories/user_factory'
import { newSecretToken } from '#data/secret_tokens'

/**
 * An unused legacy token of a random value. A test that exchanges it
 * chooses the token: `.merge({ tokenHash: hashSecretToken('known') })`.
 */
export const LegacyAccessTokenFactory = factory
  .define(LegacyAccessToken, () => ({
    tokenHash: newSecretToken().hash,
    exchangedAt: null,
  }))
  .state('exchanged', (token) => {
    token.exchangedAt = DateTime.utc()
  })
  .relation('user', () => UserFactory)
  .build()

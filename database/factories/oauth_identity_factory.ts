import factory from '@adonisjs/lucid/factories'
import OauthIdentity from '#models/oauth_identity'

/** A Google identity with a random provider id; merge `userId` (and `provider`) in. */
export const OauthIdentityFactory = factory
  .define(OauthIdentity, ({ faker }) => ({
    provider: 'google' as const,
    providerUserId: faker.string.numeric(12),
    name: faker.person.fullName(),
    email: null,
    lastLoginAt: null,
  }))
  .build()

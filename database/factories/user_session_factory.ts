import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import UserSession from '#models/user_session'
import { newSecretToken } from '#data/secret_tokens'

/**
 * A live site session row. Its token is random and never known, so a test
 * that must send credentials opens the session with SessionTokenService.
 */
export const UserSessionFactory = factory
  .define(UserSession, ({ faker }) => ({
    id: randomUUID(),
    source: 'site' as const,
    tokenHash: newSecretToken().hash,
    browser: 'Firefox 140',
    system: 'Linux',
    ip: faker.internet.ipv4(),
    lastUsedAt: DateTime.utc(),
    terminatedAt: null,
  }))
  .state('launcher', (session) => {
    session.source = 'launcher'
  })
  .state('terminated', (session) => {
    session.terminatedAt = DateTime.utc()
  })
  .build()

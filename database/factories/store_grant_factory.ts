import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import StoreGrant from '#models/store_grant'

/** An active role grant of 31 days from now (set userId, serverId, roleId). */
export const StoreGrantFactory = factory
  .define(StoreGrant, () => ({
    id: randomUUID(),
    state: 'active' as const,
    startsAt: DateTime.utc(),
    expiresAt: DateTime.utc().plus({ days: 31 }),
  }))
  .state('forever', (grant) => {
    grant.expiresAt = null
  })
  .build()

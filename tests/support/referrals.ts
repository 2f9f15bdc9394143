import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { gameCall } from '#tests/support/game_api'
import { pathFor } from '#tests/support/urls'
import { sqlTime } from '#data/sql_time'
import { DateTime } from 'luxon'

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

/** Binds `referral` to `referrer` as a registration through the link would, `daysAgo` days ago. */
export async function referredBy(referral: User, referrer: User, daysAgo: number) {
  await db
    .from('users')
    .where('id', referral.id)
    .update({
      referrer_id: referrer.id,
      referred_at: sqlTime(DateTime.utc().minus({ days: daysAgo })),
    })
}

/** A login of the player `createdDaysAgo` days ago, last used `usedDaysAgo` days ago. */
export async function loginTrace(user: User, createdDaysAgo: number, usedDaysAgo: number) {
  const now = DateTime.utc()
  await UserSessionFactory.merge({
    userId: user.id,
    createdAt: now.minus({ days: createdDaysAgo }),
    lastUsedAt: now.minus({ days: usedDaysAgo }),
  }).create()
}

/** A session of play reported through the game API: a join and a leave, `from` ms ago, `hours` long. */
export async function playThroughGameApi(
  client: ApiClient,
  key: string,
  nickname: string,
  agoMs: number,
  hours: number
) {
  const start = Date.now() - agoMs
  const response = await gameCall(client, key, pathFor('game.network.events.store'), {
    events: [
      { id: randomUUID(), type: 'join', at: new Date(start).toISOString(), nickname },
      {
        id: randomUUID(),
        type: 'leave',
        at: new Date(start + hours * HOUR).toISOString(),
        nickname,
      },
    ],
  })
  response.assertStatus(200)
}

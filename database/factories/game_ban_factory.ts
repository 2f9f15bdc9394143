import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import GameBan from '#models/game_ban'

/**
 * A ban a game server reported (merge its `serverId`): temporary, a week long, started an hour
 * ago. States: `permanent` (no end), `expired` (ended yesterday), `lifted` (unbanned by staff).
 */
export const GameBanFactory = factory
  .define(GameBan, ({ faker }) => {
    const nickname = `b_${faker.string.alphanumeric(10)}`
    const now = DateTime.utc().startOf('second')
    return {
      banId: faker.string.uuid(),
      nickname,
      nicknameKey: nickname.toLowerCase(),
      bannedBy: 'Moderator',
      reason: 'Griefing',
      startsAt: now.minus({ hours: 1 }),
      endsAt: now.plus({ days: 7 }),
      bannedEventAt: now.minus({ hours: 1 }),
      liftedAt: null,
      liftedBy: null,
      createdAt: now,
      updatedAt: now,
    }
  })
  .state('permanent', (ban) => {
    ban.endsAt = null
  })
  .state('expired', (ban) => {
    ban.startsAt = DateTime.utc().startOf('second').minus({ days: 8 })
    ban.endsAt = DateTime.utc().startOf('second').minus({ days: 1 })
  })
  .state('lifted', (ban) => {
    ban.liftedAt = DateTime.utc().startOf('second')
    ban.liftedBy = 'Admin'
  })
  .build()

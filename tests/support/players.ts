import { DateTime } from 'luxon'
import type GamePlayer from '#models/game_player'
import GamePlayerStatistic from '#models/game_player_statistic'
import GamePlaytime from '#models/game_playtime'
import type Server from '#models/server'
import type User from '#models/user'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'

/** The game player of an account (as the game API would create it on a first join). */
export async function gamePlayerOf(user: User) {
  return GamePlayerFactory.merge({
    nickname: user.nickname,
    nicknameKey: user.nicknameKey,
  }).create()
}

/** Books seconds per UTC day as the game API's ingest does (game_playtimes). */
export async function playDays(player: GamePlayer, server: Server, days: Record<string, number>) {
  await GamePlaytime.createMany(
    Object.entries(days).map(([day, seconds]) => ({
      gamePlayerId: player.id,
      serverId: server.id,
      day: DateTime.fromISO(day, { zone: 'utc' }),
      seconds,
    }))
  )
}

/** Sets a player's statistics on a server (the sums of stats deltas). */
export async function setStatistics(
  player: GamePlayer,
  server: Server,
  values: Partial<Omit<GamePlayerStatistic['$attributes'], 'gamePlayerId' | 'serverId'>>
) {
  await GamePlayerStatistic.create({
    gamePlayerId: player.id,
    serverId: server.id,
    blocksBroken: 0,
    blocksPlaced: 0,
    playersKilled: 0,
    mobsKilled: 0,
    deaths: 0,
    experience: 0,
    chatMessages: 0,
    caseOpenings: 0,
    updatedAt: DateTime.utc(),
    ...values,
  })
}

/** Today (UTC) minus some days, as `YYYY-MM-DD`. */
export function daysAgo(days: number) {
  return DateTime.utc().minus({ days }).toISODate()!
}

/**
 * The players journeys' world: servers Forge Realm and Sky Isles, and the account Sakura_Mage
 * whose game player played every third day of the last 200 on Sky Isles and an hour on Forge
 * Realm yesterday.
 */
export async function sakuraWithHistory() {
  const [forge, sky] = await ServerFactory.merge([
    { name: 'Forge Realm', slug: 'forge-realm', position: 1 },
    { name: 'Sky Isles', slug: 'sky-isles', position: 2 },
  ]).createMany(2)
  const sakura = await UserFactory.merge({ nickname: 'Sakura_Mage' }).create()
  const star = await gamePlayerOf(sakura)
  const days: Record<string, number> = {}
  for (let day = 0; day < 200; day += 3) days[daysAgo(day)] = 1800 + ((day * 977) % 7200)
  await playDays(star, sky, days)
  await playDays(star, forge, { [daysAgo(1)]: 3600 })
  return { forge, sky, sakura, star }
}

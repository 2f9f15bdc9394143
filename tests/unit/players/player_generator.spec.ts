import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import { ServerFactory } from '#database/factories/server_factory'
import PlayerGenerator from '#dev/generators/player_generator'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import { secondsByUtcDay } from '#domain/network/play_sessions'
import { fromSqlDateTime } from '#data/sql'
import { isolateDatabase } from '#tests/support/database'
import PlayersGenerate from '#commands/players_generate'

const DAY = 86_400_000

function dayOf(value: string | Date) {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)
}

test.group('Player generator', (group) => {
  group.each.setup(isolateDatabase)

  test('writes players whose playtime, totals, statistics and presences agree with their sessions', async ({
    assert,
  }) => {
    const servers = await ServerFactory.createMany(4)
    const now = Date.parse('2026-03-15T12:00:00Z')
    const rows = await new PlayerGenerator().generate({
      players: 300,
      days: 900,
      seed: 7,
      now,
    })

    const sessions = await db
      .from('game_play_sessions')
      .orderBy('started_at')
      .select('game_player_id', 'server_id', 'started_at', 'ended_at', 'seconds')
    assert.equal(sessions.length, rows.sessions)
    assert.isAbove(rows.sessions, rows.gamePlayers)

    // Seconds per player, server and UTC day: exactly the sessions cut at midnight.
    const expected = new Map<string, number>()
    const lastEnd = new Map<string, number>()
    const previousEnd = new Map<number, number>()
    for (const session of sessions) {
      const startedAt = fromSqlDateTime(session.started_at)
      const endedAt = fromSqlDateTime(session.ended_at)
      assert.equal(Number(session.seconds), (endedAt - startedAt) / 1000)
      assert.isBelow(endedAt, now)
      assert.isAbove(startedAt, now - 901 * DAY)
      // A player's sessions never overlap, whatever the server.
      assert.isAtLeast(startedAt, previousEnd.get(session.game_player_id) ?? 0)
      previousEnd.set(session.game_player_id, endedAt)
      const pair = `${session.game_player_id}|${session.server_id}`
      lastEnd.set(pair, Math.max(lastEnd.get(pair) ?? 0, endedAt))
      for (const { day, seconds } of secondsByUtcDay(startedAt, endedAt)) {
        const key = `${pair}|${day}`
        expected.set(key, (expected.get(key) ?? 0) + seconds)
      }
    }
    const days = await db
      .from('game_playtimes')
      .select('game_player_id', 'server_id', 'day', 'seconds')
    assert.deepEqual(
      new Map(
        days.map((row) => [
          `${row.game_player_id}|${row.server_id}|${dayOf(row.day)}`,
          Number(row.seconds),
        ])
      ),
      expected
    )

    // The maintained totals are what PlaytimeTotalService computes: its full rebuild changes nothing.
    const totals = await db.from('player_playtime_totals').count('* as total').first()
    assert.equal(Number(totals.total), rows.playtimeTotals)
    assert.equal(await new PlaytimeTotalService().refresh({ full: true }), 0)
    // And rebuilt from nothing (hundreds of players' all-time rows at once), it writes the same rows.
    const snapshot = async () => {
      const stored = await db.from('player_playtime_totals').select('*')
      return stored
        .map(
          (row) => `${row.scope}|${row.server_id}|${row.game_player_id}|${row.seconds}|${row.days}`
        )
        .sort()
    }
    const written = await snapshot()
    const placeCounts = async () => {
      const stored = await db.from('player_playtime_counts').where('players', '<>', 0).select('*')
      return stored.map((row) => Object.values(row).join('|')).sort()
    }
    const counted = await placeCounts()
    assert.isAbove(counted.length, 100)
    await db.from('player_playtime_totals').delete()
    await db.from('player_playtime_counts').delete()
    assert.isAbove(await new PlaytimeTotalService().refresh({ full: true }), 100)
    assert.deepEqual(await snapshot(), written)
    // The counts behind the places: the generator's rebuild equals what the refresh keeps.
    assert.deepEqual(await placeCounts(), counted)
    const allTime = await db
      .from('player_playtime_totals')
      .where({ scope: 'all', server_id: 0 })
      .sum('seconds as seconds')
      .first()
    assert.equal(
      Number(allTime.seconds),
      sessions.reduce((sum, session) => sum + Number(session.seconds), 0)
    )

    // Statistics and presences: one row per server a player played on, last seen at the last leave.
    const presences = await db
      .from('game_player_presences')
      .select('game_player_id', 'server_id', 'online', 'last_seen_at')
    assert.deepEqual(
      new Map(
        presences.map((row) => [
          `${row.game_player_id}|${row.server_id}`,
          fromSqlDateTime(row.last_seen_at),
        ])
      ),
      lastEnd
    )
    assert.isTrue(presences.every((row) => !row.online))
    const statistics = await db
      .from('game_player_statistics')
      .select('game_player_id', 'server_id', 'blocks_broken', 'experience')
    assert.sameMembers(
      statistics.map((row) => `${row.game_player_id}|${row.server_id}`),
      [...lastEnd.keys()]
    )
    assert.isTrue(statistics.some((row) => Number(row.experience) > 0))
    assert.includeMembers(
      servers.map((server) => server.id),
      [...new Set(sessions.map((session) => session.server_id))]
    )

    // Accounts for a share of the players, joined to their game player by the nickname key.
    const accounts = await db
      .from('users as user')
      .leftJoin('game_players as player', 'player.nickname_key', 'user.nickname_key')
      .where('user.email', 'like', '%@generated.invalid')
      .select('user.nickname', 'user.nickname_key', 'player.nickname as game_nickname')
    assert.equal(accounts.length, rows.users)
    assert.isAbove(rows.users / 300, 0.25)
    assert.isBelow(rows.users / 300, 0.55)
    assert.isTrue(accounts.some((account) => account.game_nickname === null))
    assert.isTrue(
      accounts.every(
        (account) =>
          account.nickname_key === account.nickname.toLowerCase() &&
          /^[A-Za-z0-9_]{1,16}$/.test(account.nickname) &&
          (account.game_nickname === null || account.game_nickname === account.nickname)
      )
    )
  })

  test('bans some players: temporary, permanent and lifted, on servers they played on', async ({
    assert,
  }) => {
    await ServerFactory.createMany(4)
    const rows = await new PlayerGenerator().generate({ players: 1500, days: 400, seed: 3 })

    const bans = await db
      .from('game_bans as ban')
      .join('game_players as player', 'player.nickname_key', 'ban.nickname_key')
      .select('ban.starts_at', 'ban.ends_at', 'ban.lifted_at', 'ban.lifted_by', 'ban.reason')
    assert.equal(bans.length, rows.bans)
    assert.isAbove(bans.length / rows.gamePlayers, 0.01)
    assert.isBelow(bans.length / rows.gamePlayers, 0.04)
    assert.isTrue(bans.some((ban) => ban.ends_at === null))
    assert.isTrue(bans.some((ban) => ban.ends_at !== null))
    assert.isTrue(bans.some((ban) => ban.lifted_at !== null && ban.lifted_by !== null))
    for (const ban of bans) {
      const startsAt = fromSqlDateTime(ban.starts_at)
      if (ban.ends_at !== null) assert.isAbove(fromSqlDateTime(ban.ends_at), startsAt)
      if (ban.lifted_at !== null) assert.isAtLeast(fromSqlDateTime(ban.lifted_at), startsAt)
      assert.isString(ban.reason)
    }
  })
})

test.group('players:generate command', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('generates, refuses a database with players, and starts over with --reset', async ({
    assert,
  }) => {
    await ServerFactory.createMany(2)

    const first = await ace.create(PlayersGenerate, ['--players', '40', '--seed', '5'])
    await first.exec()
    first.assertSucceeded()
    first.assertLogMatches(/40 players in .*game players, \d+ play sessions/)
    const players = await db.from('game_players').count('* as total').first()
    assert.isAbove(Number(players.total), 30)

    const again = await ace.create(PlayersGenerate, ['--players', '40'])
    await again.exec()
    again.assertFailed()
    again.assertLogMatches(/already has \d+ game players\. Run with --reset/)

    const reset = await ace.create(PlayersGenerate, ['--players', '10', '--reset'])
    await reset.exec()
    reset.assertSucceeded()
    const after = await db.from('game_players').count('* as total').first()
    assert.isAtMost(Number(after.total), 10)
    const accounts = await db
      .from('users')
      .where('email', 'like', '%@generated.invalid')
      .count('* as total')
      .first()
    assert.isAtMost(Number(accounts.total), 10)
  })
})

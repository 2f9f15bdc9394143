import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ServerFactory } from '#database/factories/server_factory'
import PlaytimePlaceService from '#services/players/playtime_place_service'
import PlaytimeTotalService, {
  ALL_SERVERS,
  ALL_TIME,
  type TotalMeasure,
} from '#services/players/playtime_total_service'
import {
  BLOCK_SIZE,
  blockOf,
  secondsBucket,
  secondsBucketEnd,
  secondsBucketSql,
} from '#domain/players/playtime_places'
import { isSqlite } from '#data/sql'
import { isolateDatabase } from '#tests/support/database'

const SECONDS = [
  1, 59, 60, 3_599, 3_600, 3_899, 3_900, 35_999, 36_000, 359_999, 360_000, 3_599_999, 3_600_000,
  3_686_400, 90_000_000,
]

/** Every player's place in one top, ranked by hand: value descending, then player id. */
async function placesByHand(scope: string, serverId: number, measure: TotalMeasure) {
  const rows = await db
    .from('player_playtime_totals')
    .where({ scope, server_id: serverId })
    .where(measure, '>', 0)
    .select('game_player_id', measure)
  rows.sort(
    (a, b) => Number(b[measure]) - Number(a[measure]) || a.game_player_id - b.game_player_id
  )
  return new Map(rows.map((row, index) => [Number(row.game_player_id), index + 1]))
}

async function counts() {
  const rows = await db.from('player_playtime_counts').where('players', '<>', 0).select('*')
  return rows
    .map((row) =>
      [row.scope, row.server_id, row.measure, row.bucket, row.block, row.players].join('|')
    )
    .sort()
}

/** Players with ids across several id blocks, many tied on their days, over two months. */
async function play(serverIds: number[], round: number) {
  const ids = Array.from({ length: 60 }, (_, index) => 1 + index * 97 + (index % 3) * BLOCK_SIZE)
  if (round === 0) {
    await db.table('game_players').multiInsert(
      ids.map((id) => ({
        id,
        nickname: `P${id}`,
        nickname_key: `p${id}`,
        created_at: '2026-01-01 00:00:00',
      }))
    )
  }
  const days: Record<string, number | string>[] = []
  for (const [index, id] of ids.entries()) {
    // Some players play on more days than others; every fifth stops in the second round.
    if (round === 1 && index % 5 === 0) {
      await db.from('game_playtimes').where('game_player_id', id).delete()
      continue
    }
    const played = 1 + ((index + round) % 4)
    for (let day = 1; day <= played; day++) {
      days.push({
        game_player_id: id,
        server_id: serverIds[(index + day) % serverIds.length],
        day: `2026-0${2 + (day % 2)}-${String(day + round).padStart(2, '0')}`,
        // A few equal amounts, so ties on seconds are ranked by id too.
        seconds: index % 7 === 0 ? 3_600 : 600 * (1 + ((index * 13 + round) % 11)),
      })
    }
  }
  await db
    .knexQuery()
    .table('game_playtimes')
    .insert(days)
    .onConflict(['game_player_id', 'server_id', 'day'])
    .merge(['seconds'])
  return ids
}

test.group('Playtime places from maintained counts', (group) => {
  group.each.setup(isolateDatabase)

  test('seconds buckets grow with the amount, and the database computes them alike', async ({
    assert,
  }) => {
    for (const [index, seconds] of SECONDS.entries()) {
      const bucket = secondsBucket(seconds)
      assert.isAtLeast(bucket, index === 0 ? 0 : secondsBucket(SECONDS[index - 1]))
      assert.equal(secondsBucket(secondsBucketEnd(bucket)), bucket + 1)
      assert.equal(secondsBucket(secondsBucketEnd(bucket) - 1), bucket)
    }
    const client = db.connection()
    const expression = secondsBucketSql('value', isSqlite(client) ? '/' : 'DIV')
    const values = SECONDS.map((seconds) => `select ${seconds} as value`).join(' union all ')
    const result = await client.rawQuery(
      `select value, ${expression} as bucket from (${values}) v order by value`
    )
    const rows = isSqlite(client) ? result : result[0]
    assert.deepEqual(
      rows.map((row: { bucket: number }) => Number(row.bucket)),
      SECONDS.map(secondsBucket)
    )
    assert.equal(blockOf(BLOCK_SIZE - 1), 1)
    assert.equal(blockOf(BLOCK_SIZE), 2)
  })

  test('equal the ranking by hand in every top, as refreshes move players between buckets', async ({
    assert,
  }) => {
    const servers = await ServerFactory.createMany(2)
    const serverIds = servers.map((server) => server.id)
    const totals = new PlaytimeTotalService()
    const places = new PlaytimePlaceService()
    const scopes = [ALL_TIME, '2026-02', '2026-03']
    for (const round of [0, 1]) {
      const ids = await play(serverIds, round)
      await totals.refresh({ full: true })
      for (const scope of scopes) {
        for (const serverId of [ALL_SERVERS, ...serverIds]) {
          for (const measure of ['seconds', 'days'] as const) {
            const expected = await placesByHand(scope, serverId, measure)
            assert.isAbove(expected.size, 5)
            const found = await Promise.all(
              ids.map((id) => places.place(id, scope, serverId, measure))
            )
            assert.deepEqual(
              found,
              ids.map((id) => expected.get(id) ?? null),
              `${scope} ${serverId} ${measure}, round ${round}`
            )
          }
        }
      }
      // What the refreshes kept equals the counts summed afresh from the totals.
      const kept = await counts()
      await totals.rebuildCounts()
      assert.deepEqual(kept, await counts())
    }
  })

  test('places of several tops at once match one by one', async ({ assert }) => {
    const servers = await ServerFactory.createMany(2)
    const ids = await play(
      servers.map((server) => server.id),
      0
    )
    await new PlaytimeTotalService().refresh({ full: true })
    const places = new PlaytimePlaceService()
    const tops = [ALL_TIME, '2026-02', '2025-01'].flatMap((scope) =>
      [ALL_SERVERS, servers[0].id].flatMap((serverId) =>
        (['seconds', 'days'] as const).map((measure) => ({ scope, serverId, measure }))
      )
    )
    for (const id of ids.slice(0, 10)) {
      const together = await places.places(id, tops)
      const alone = await Promise.all(
        tops.map((top) => places.place(id, top.scope, top.serverId, top.measure))
      )
      assert.deepEqual(together, alone)
      assert.isTrue(together.some((place) => place !== null))
      assert.isNull(together[tops.findIndex((top) => top.scope === '2025-01')])
    }
  })
})

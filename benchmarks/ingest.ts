/*
| npm run bench:ingest — game API ingest speed. Builds for production, then for SQLite and for
| MySQL / MariaDB: starts the built server on 127.0.0.1 with a fresh demo database, issues
| the four demo servers' keys, and sends 10 000 events (2 500 per server: joins, stats and
| leaves over several UTC days, some out of order) in batches of 500 to POST
| /api/game/v1/events, the four servers at once, each sending its batches one after another
| as a plugin does. Prints events/s, then reads the tables and checks that playtime per
| player, server and day and every statistic equal the totals of the traffic sent, exactly.
|
| BENCH_DATABASES (`sqlite,mysql`); MySQL: BENCH_DB_HOST (127.0.0.1), BENCH_DB_PORT (3306),
| BENCH_DB_USER (root), BENCH_DB_PASSWORD (empty), BENCH_DB_DATABASE (technomagic_bench,
| created when missing, wiped); BENCH_SKIP_BUILD=1 reuses an existing build/.
*/
import { isDeepStrictEqual } from 'node:util'
import { DatabaseSync } from 'node:sqlite'
import mysql from 'mysql2/promise'
import { ROOT, issueKey, run, startProductionServer } from './production_server.ts'
import { gameTraffic, type Traffic } from '../tests/support/game_traffic.ts'
import { STATS_COLUMNS } from '../app/domain/network/game_events.ts'

const SLUGS = ['techno-magic-rpg', 'hi-tech', 'techno-magic-sky', 'magic-rpg']
const SQLITE_PATH = 'tmp/bench-ingest.sqlite3'
const TARGET_MYSQL = 5000

const MYSQL = {
  DB_CONNECTION: 'mysql',
  DB_HOST: process.env.BENCH_DB_HOST ?? '127.0.0.1',
  DB_PORT: process.env.BENCH_DB_PORT ?? '3306',
  DB_USER: process.env.BENCH_DB_USER ?? 'root',
  DB_PASSWORD: process.env.BENCH_DB_PASSWORD ?? '',
  DB_DATABASE: process.env.BENCH_DB_DATABASE ?? 'technomagic_bench',
}

function step(message: string) {
  console.log(`\n==> ${message}`)
}

async function post(origin: string, key: string, path: string, body: unknown) {
  const response = await fetch(`${origin}/api/game/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'authorization': `Bearer ${key}` },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { accepted?: number; rejected?: unknown[] }
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

type Row = Record<string, unknown>

/** Playtime and statistics as stored, keyed as the traffic keys its totals. */
function totalsOf(playtimeRows: Row[], statisticRows: Row[]) {
  const index = (slug: unknown) => SLUGS.indexOf(String(slug))
  const day = (value: unknown) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
  const playtime = new Map<string, number>()
  // The demo seed's players are there too; only the traffic's (Player_…) are compared.
  const sent = (row: Row) => String(row.nickname_key).startsWith('player_')
  for (const row of playtimeRows) {
    if (Number(row.seconds) === 0 || !sent(row)) continue
    playtime.set(`${index(row.slug)}|${row.nickname_key}|${day(row.day)}`, Number(row.seconds))
  }
  const stats = new Map<string, number>()
  for (const row of statisticRows.filter(sent)) {
    for (const [name, column] of Object.entries(STATS_COLUMNS)) {
      const value = Number(row[column])
      if (value > 0) stats.set(`${index(row.slug)}|${row.nickname_key}|${name}`, value)
    }
  }
  return { playtime, stats }
}

const PLAYTIME_SQL = `select s.slug, p.nickname_key, t.day, t.seconds from game_playtimes t
  join game_players p on p.id = t.game_player_id join servers s on s.id = t.server_id`
const STATISTICS_SQL = `select s.slug, p.nickname_key, t.* from game_player_statistics t
  join game_players p on p.id = t.game_player_id join servers s on s.id = t.server_id`

async function storedTotals(database: string) {
  if (database === 'sqlite') {
    const sqlite = new DatabaseSync(`${ROOT}build/${SQLITE_PATH}`, { readOnly: true })
    try {
      return totalsOf(
        sqlite.prepare(PLAYTIME_SQL).all() as Row[],
        sqlite.prepare(STATISTICS_SQL).all() as Row[]
      )
    } finally {
      sqlite.close()
    }
  }
  const connection = await mysql.createConnection(mysqlOptions(MYSQL.DB_DATABASE))
  try {
    const [playtime] = await connection.query(PLAYTIME_SQL)
    const [statistics] = await connection.query(STATISTICS_SQL)
    return totalsOf(playtime as Row[], statistics as Row[])
  } finally {
    await connection.end()
  }
}

function mysqlOptions(database?: string) {
  return {
    host: MYSQL.DB_HOST,
    port: Number(MYSQL.DB_PORT),
    user: MYSQL.DB_USER,
    password: MYSQL.DB_PASSWORD,
    database,
    timezone: 'Z',
  }
}

function sameTotals(stored: Awaited<ReturnType<typeof storedTotals>>, traffic: Traffic) {
  const expectedStats = new Map([...traffic.stats].filter(([, value]) => value > 0))
  return (
    isDeepStrictEqual(stored.playtime, traffic.playtime) &&
    isDeepStrictEqual(stored.stats, expectedStats)
  )
}

async function measure(database: string) {
  const env = database === 'mysql' ? MYSQL : {}
  if (database === 'mysql') {
    const connection = await mysql.createConnection(mysqlOptions())
    await connection.query(
      `create database if not exists \`${MYSQL.DB_DATABASE}\` character set utf8mb4`
    )
    await connection.end()
  }
  const {
    origin,
    server,
    exited,
    env: serverEnv,
  } = await startProductionServer(SQLITE_PATH, step, env)
  try {
    step('issuing the game API keys of the four demo servers')
    const keys = SLUGS.map((slug) => issueKey(slug, serverEnv))

    step('warming up with heartbeats')
    for (let i = 0; i < 25; i++) {
      await Promise.all(
        keys.map((key) => post(origin, key, 'heartbeat', { tps: 20, maxPlayers: 100, online: [] }))
      )
    }

    const traffic = gameTraffic({
      servers: SLUGS.length,
      eventsPerServer: 2500,
      batchSize: 500,
      start: Date.now() - 7 * 86_400_000,
    })
    const total = traffic.batches.flat(2).length
    step(`sending ${total} events: ${SLUGS.length} servers at once, batches of 500`)
    const started = performance.now()
    const accepted = await Promise.all(
      keys.map(async (key, index) => {
        let sum = 0
        for (const events of traffic.batches[index]) {
          const answer = await post(origin, key, 'events', { events })
          if (answer.rejected?.length)
            throw new Error(`rejected: ${JSON.stringify(answer.rejected)}`)
          sum += answer.accepted ?? 0
        }
        return sum
      })
    )
    const seconds = (performance.now() - started) / 1000
    const applied = accepted.reduce((sum, count) => sum + count, 0)
    if (applied !== total) throw new Error(`${applied} of ${total} events accepted`)

    const exact = sameTotals(await storedTotals(database), traffic)
    if (!exact) throw new Error(`${database}: stored totals differ from the traffic's`)
    return { database, events: total, seconds, perSecond: total / seconds, exact }
  } finally {
    server.kill('SIGTERM')
    await exited
  }
}

async function main() {
  const databases = (process.env.BENCH_DATABASES ?? 'sqlite,mysql')
    .split(',')
    .map((name) => name.trim())
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    step('building for production (node ace build)')
    run(['ace', 'build'])
  }
  const results = []
  for (const database of databases) results.push(await measure(database))

  step('game API ingest (POST /api/game/v1/events)')
  for (const result of results) {
    const target = result.database === 'mysql' ? ` (target ≥ ${TARGET_MYSQL}/s)` : ''
    console.log(
      `${result.database.padEnd(7)} ${result.events} events in ${result.seconds.toFixed(2)} s: ` +
        `${Math.round(result.perSecond)} events/s${target}; totals exact: ${result.exact ? 'yes' : 'NO'}`
    )
  }
  const mysqlResult = results.find((result) => result.database === 'mysql')
  if (mysqlResult && mysqlResult.perSecond < TARGET_MYSQL) process.exitCode = 1
}

await main()

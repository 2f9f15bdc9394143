/*
| npm run bench:jobs — what the scheduled jobs cost the web process (#29). Boots the application
| against the configured database (.env or DB_* variables; fill it first with
| `node ace players:generate --players 500000`), brings the playtime totals up to date, then
| BENCH_RUNS times books a minute of play for BENCH_ACTIVE random players (today, on a random
| server, as the game API's ingest writes it) and times RefreshPlaytimeTotalsJob's refresh,
| measuring meanwhile the event-loop delay (perf_hooks monitorEventLoopDelay: how long a request
| in flight waited at most) (what a request in flight
| waits), beside the same for an idle stretch as long (the machine's other load). Prints each run and the worst; exits 1 past the targets
| (< 1 s per run, < 50 ms block).
|
| BENCH_RUNS (5), BENCH_ACTIVE (players with play per minute, 2 000).
*/
import { randomBytes } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 2000)
const TARGET_MS = 1000
const TARGET_BLOCK_MS = 50

// What start/env.ts requires besides the database, for a machine without a .env.
const DEFAULTS: Record<string, string> = {
  NODE_ENV: 'development',
  PORT: '3333',
  HOST: '127.0.0.1',
  APP_KEY: randomBytes(32).toString('base64url'),
  APP_URL: 'http://127.0.0.1:3333',
  LOG_LEVEL: 'warn',
  SESSION_DRIVER: 'cookie',
}
for (const [name, value] of Object.entries(DEFAULTS)) process.env[name] ??= value

const { createIgnitor } = await import('../bin/ignitor.ts')
const app = createIgnitor().createApp('console')
await app.init()
await app.boot()
await app.start(() => {})

const { default: db } = await import('@adonisjs/lucid/services/db')
const { addInserted } = await import('#data/sql')
const { default: PlaytimeTotalService, PLAYTIME_CHANGES } =
  await import('#services/players/playtime_total_service')

/** A minute of play as the ingest books it: seconds on today's row, and the month marked. */
async function bookPlay(players: number[], serverIds: number[]) {
  const day = new Date().toISOString().slice(0, 10)
  await db.transaction(async (trx) => {
    const rows = players.map((id, index) => ({
      game_player_id: id,
      server_id: serverIds[index % serverIds.length],
      day,
      seconds: 60,
    }))
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .knexQuery()
        .table('game_playtimes')
        .insert(rows.slice(start, start + 500))
        .onConflict(['game_player_id', 'server_id', 'day'])
        .merge({ seconds: addInserted(trx, 'game_playtimes', 'seconds') })
    }
    const changes = players.map((id) => ({ game_player_id: id, scope: day.slice(0, 7) }))
    for (let start = 0; start < changes.length; start += 500) {
      await trx.table(PLAYTIME_CHANGES).multiInsert(changes.slice(start, start + 500))
    }
  })
}

/**
 * Runs `work` with perf_hooks' event-loop delay histogram on: its max is the longest a request
 * in flight waited for the loop, its p99 how often it waited that long.
 */
async function measured(work: () => Promise<number>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  const started = performance.now()
  const changed = await work()
  const ms = performance.now() - started
  histogram.disable()
  return { ms, changed, blockMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 }
}

async function main() {
  const connection = db.connection()
  const players = await db.from('game_players').count('* as total').first()
  const bounds = await db.from('game_players').min('id as first').max('id as last').first()
  const servers = await db.from('servers').where('enabled', true).select('id')
  if (!bounds?.first || servers.length === 0) {
    throw new Error('no game players or servers: run node ace players:generate first')
  }
  console.log(`database: ${connection.dialect.name}, ${Number(players.total)} game players`)
  const totals = new PlaytimeTotalService()
  const catchUp = await measured(() => totals.refresh())
  console.log(`catching up: ${catchUp.ms.toFixed(0)} ms (${catchUp.changed} players)\n`)

  const rows: Awaited<ReturnType<typeof measured>>[] = []
  for (let run = 1; run <= RUNS; run++) {
    const first = Number(bounds.first)
    const span = Number(bounds.last) - first + 1
    const active = new Set(
      Array.from({ length: ACTIVE }, () => first + Math.floor(Math.random() * span))
    )
    await bookPlay(
      [...active],
      servers.map((server) => Number(server.id))
    )
    const result = await measured(() => totals.refresh())
    // The same stretch with no work: what the machine's other load alone costs the loop.
    const idle = await measured(() => sleep(result.ms).then(() => 0))
    rows.push(result)
    console.log(
      `run ${run}: ${result.ms.toFixed(0)} ms, ${result.changed} players changed, ` +
        `event-loop delay max ${result.blockMs.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms ` +
        `(idle for as long: max ${idle.blockMs.toFixed(1)} ms, p99 ${idle.p99Ms.toFixed(1)} ms)`
    )
  }
  const worst = Math.max(...rows.map((row) => row.ms))
  const block = Math.max(...rows.map((row) => row.blockMs))
  console.log(
    `\nRefreshPlaytimeTotalsJob, ${ACTIVE} players with play per run: worst ${worst.toFixed(0)} ms ` +
      `(target < ${TARGET_MS}), longest event-loop block ${block.toFixed(1)} ms (target < ${TARGET_BLOCK_MS})`
  )
  if (worst >= TARGET_MS || block >= TARGET_BLOCK_MS) process.exitCode = 1
}

try {
  await main()
} finally {
  await app.terminate()
}

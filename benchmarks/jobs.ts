/*
| npm run bench:jobs — what the scheduled jobs cost the web process (#29). Boots the application
| against the configured database (.env or DB_* variables; fill it first with
| `node ace players:generate --players 500000`), brings the playtime totals up to date, then
| BENCH_RUNS times books a minute of play for BENCH_ACTIVE random players (today, on a random
| server, as the game API's ingest writes it) and times RefreshPlaytimeTotalsJob's refresh,
| measuring meanwhile the event-loop delay (perf_hooks monitorEventLoopDelay: how long a request
| in flight waited at most), beside the same for an idle stretch as long (the machine's other
| load). Prints the load average, each run and the worst; exits 1 past the targets (< 1 s per run,
| < 50 ms block).
|
| Then times PayReferralRewardsJob's run over BENCH_REFERRALS accounts made referrals.
|
| BENCH_RUNS (5), BENCH_ACTIVE (players with play per minute, 2 000), BENCH_REFERRALS (200).
*/
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 2000)
const REFERRALS = Number(process.env.BENCH_REFERRALS ?? 200)
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
const { addInserted, toSqlDateTime } = await import('#data/sql')
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

/** The machine's 1, 5 and 15 minute load averages: figures are only comparable at like load. */
function load() {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')
}

/**
 * Runs `work` with perf_hooks' event-loop delay histogram on: its max is the longest a request
 * in flight waited for the loop, its p99 how often it waited that long. On a machine shared
 * by more runnable processes than cores that wait is mostly other processes' turns, so a
 * timer also takes the main thread's CPU time between two of its turns (threadCpuUsage): the
 * longest of those is the block the job itself causes, whatever the machine's load.
 */
async function measured(work: () => Promise<number>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  let cpuBlockUs = 0
  let last = process.threadCpuUsage()
  let ticking = true
  const tick = () => {
    const now = process.threadCpuUsage()
    cpuBlockUs = Math.max(cpuBlockUs, now.user - last.user + now.system - last.system)
    last = now
    if (ticking) setTimeout(tick, 1)
  }
  setTimeout(tick, 1)
  const started = performance.now()
  const cpuStarted = process.threadCpuUsage()
  const changed = await work()
  const ms = performance.now() - started
  const cpu = process.threadCpuUsage(cpuStarted)
  // One more turn of the loop: the histogram and the timer record a block when they next run.
  await sleep(5)
  ticking = false
  histogram.disable()
  return {
    ms,
    changed,
    blockMs: histogram.max / 1e6,
    p99Ms: histogram.percentile(99) / 1e6,
    cpuBlockMs: cpuBlockUs / 1000,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }
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
  console.log(`load average at the start: ${load()}`)
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
      `run ${run}: ${result.ms.toFixed(0)} ms (${result.cpuMs.toFixed(0)} ms of CPU), ` +
        `${result.changed} players changed, ` +
        `event-loop delay max ${result.blockMs.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ` +
        `longest block in CPU time ${result.cpuBlockMs.toFixed(1)} ms ` +
        `(idle for as long: max ${idle.blockMs.toFixed(1)} ms, p99 ${idle.p99Ms.toFixed(1)} ms)`
    )
  }
  const worst = Math.max(...rows.map((row) => row.ms))
  const block = Math.max(...rows.map((row) => row.blockMs))
  const cpuBlock = Math.max(...rows.map((row) => row.cpuBlockMs))
  const cpuWorst = Math.max(...rows.map((row) => row.cpuMs))
  console.log(
    `\nRefreshPlaytimeTotalsJob, ${ACTIVE} players with play per run: worst ${worst.toFixed(0)} ms, ` +
      `${cpuWorst.toFixed(0)} ms of CPU (target < ${TARGET_MS}), longest event-loop block ${block.toFixed(1)} ms, ` +
      `${cpuBlock.toFixed(1)} ms in CPU time (target < ${TARGET_BLOCK_MS})`
  )
  const referrals = await referralRewards()
  console.log(`load average at the end: ${load()}`)
  const late = [worst, referrals.ms].some((ms) => ms >= TARGET_MS)
  if (late || Math.max(block, referrals.blockMs) >= TARGET_BLOCK_MS) process.exitCode = 1
}

/**
 * PayReferralRewardsJob's run over BENCH_REFERRALS generated accounts made referrals of
 * another ten years ago, so all their generated play counts: the first run pays their hours, the
 * second is the steady state, which still reads every referral's sessions.
 */
async function referralRewards() {
  const accounts = await db
    .from('users')
    .join('game_players', 'game_players.nickname_key', 'users.nickname_key')
    .orderBy('users.id')
    .limit(REFERRALS + 1)
    .select('users.id')
  const [referrer, ...referred] = accounts.map((row) => Number(row.id))
  await db
    .from('users')
    .whereIn('id', referred)
    .update({ referrer_id: referrer, referred_at: toSqlDateTime(Date.now() - 3650 * 86_400_000) })
  const { default: ReferralService } = await import('#services/economy/referral_service')
  const referrals = await app.container.make(ReferralService)
  let steady = { ms: 0, changed: 0, blockMs: 0, p99Ms: 0, cpuBlockMs: 0, cpuMs: 0 }
  for (const name of ['first run', 'steady state']) {
    steady = await measured(() => referrals.payHours())
    console.log(
      `PayReferralRewardsJob, ${referred.length} referrals, ${name}: ${steady.ms.toFixed(0)} ms ` +
        `(${steady.cpuMs.toFixed(0)} ms of CPU), ` +
        `${steady.changed} hours recorded, event-loop delay max ${steady.blockMs.toFixed(1)} ms, ` +
        `longest block in CPU time ${steady.cpuBlockMs.toFixed(1)} ms`
    )
  }
  return steady
}

try {
  await main()
} finally {
  await app.terminate()
}

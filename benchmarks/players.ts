/*
| npm run bench:players — how the players' reads hold up at scale (issue #13 "Data at scale").
| Boots the application against the configured database (.env or DB_* variables; fill it first
| with `node ace players:generate --players 500000`), picks sample players (half at random,
| half among the most active, whose histories are the longest), warms up, then runs each case
| BENCH_RUNS times in turn through the services the pages and the API call, and prints
| p50/p95/p99/max in ms per case (target p95 < 20 ms; it exits 1 above it) and the row counts
| of the big tables.
|
| A case is one line of ALL_CASES: a name and what to call with a sample player. BENCH_RUNS (200),
| BENCH_WARMUP (20 runs per case), BENCH_SAMPLE (200 players), BENCH_CASES (only the cases
| whose name contains one of these comma-separated words).
*/
import { randomBytes } from 'node:crypto'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20)
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 200)
const FILTER = (process.env.BENCH_CASES ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean)
const TARGET_P95_MS = 20

const TABLES = [
  'users',
  'game_players',
  'game_play_sessions',
  'game_playtimes',
  'player_playtime_totals',
  'game_player_statistics',
  'game_player_presences',
  'game_bans',
]

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
const { default: PlayerProfileService } = await import('#services/players/player_profile_service')
const { default: PlayerStatisticService } =
  await import('#services/players/player_statistic_service')
const { default: PlaytimeService } = await import('#services/players/playtime_service')
const { default: PlayerTopService } = await import('#services/players/player_top_service')
const { default: PlayerSearchService } = await import('#services/players/player_search_service')
const { default: User } = await import('#models/user')
const { PLAYTIME_PERIODS } = await import('#domain/players/playtime')
const { TOP_TYPES, TOP_PERIODS, isPlayTop } = await import('#domain/players/tops')

const profiles = await app.container.make(PlayerProfileService)
const statistics = await app.container.make(PlayerStatisticService)
const playtime = await app.container.make(PlaytimeService)
const tops = await app.container.make(PlayerTopService)
const search = await app.container.make(PlayerSearchService)
const servers = await profiles.servers()
if (servers.length === 0) throw new Error('no enabled servers: run node ace db:demo first')

type Sample = {
  nickname: string
  key: string
  index: number
  user: InstanceType<typeof User> | null
}
type Case = { name: string; run: (sample: Sample) => Promise<unknown> }

const server = (sample: Sample) => servers[sample.index % servers.length]

/** Every case the bench measures: adding one is one line. */
const ALL_CASES: Case[] = [
  { name: 'profile: find by nickname', run: (s) => profiles.find(s.nickname) },
  {
    name: 'profile statistics (all servers + each)',
    run: async (s) => statistics.forScopes(await profiles.find(s.nickname), [null, ...servers]),
  },
  {
    name: 'profile statistics (one server, API)',
    run: async (s) => statistics.forScopes(await profiles.find(s.nickname), [server(s)]),
  },
  ...PLAYTIME_PERIODS.map((period) => ({
    name: `playtime chart ${period}`,
    run: async (s: Sample) => playtime.period(await profiles.find(s.nickname), null, period),
  })),
  {
    name: 'playtime chart 1y, one server',
    run: async (s: Sample) => playtime.period(await profiles.find(s.nickname), server(s), '1y'),
  },
  { name: 'search: nickname prefix', run: (s: Sample) => search.find(s.key.slice(0, 4), null) },
  ...TOP_TYPES.flatMap((type) =>
    // Network-wide tops (coins, likes) have one list: no periods, no servers.
    (isPlayTop(type) ? TOP_PERIODS : (['all'] as const)).flatMap((period) => [
      {
        name: `top ${type} ${period}, global, with own place`,
        run: (s: Sample) => tops.page({ type, period, server: null, page: 1, viewer: s.user }),
      },
      ...(isPlayTop(type)
        ? [
            {
              name: `top ${type} ${period}, per server, with own place`,
              run: (s: Sample) =>
                tops.page({ type, period, server: server(s), page: 1, viewer: s.user }),
            },
          ]
        : []),
      {
        name: `top ${type} ${period}, global, page 40`,
        run: () => tops.page({ type, period, server: null, page: 40, viewer: null }),
      },
    ])
  ),
]
const CASES = ALL_CASES.filter(
  (bench) => FILTER.length === 0 || FILTER.some((word) => bench.name.includes(word))
)

/** Half picked at random over the ids, half among the 2 000 who played most. */
async function samplePlayers(): Promise<Sample[]> {
  const bounds = await db.from('game_players').min('id as first').max('id as last').first()
  if (!bounds?.first) throw new Error('no game players: run node ace players:generate first')
  const ids = Array.from({ length: Math.ceil(SAMPLE / 2) }, () =>
    Math.floor(Number(bounds.first) + Math.random() * (Number(bounds.last) - Number(bounds.first)))
  )
  const random = await db.from('game_players').whereIn('id', ids).select('nickname', 'nickname_key')
  const keen = await db
    .from('player_playtime_totals as total')
    .join('game_players as player', 'player.id', 'total.game_player_id')
    .where('total.scope', 'all')
    .where('total.server_id', 0)
    .orderBy('total.seconds', 'desc')
    .limit(2000)
    .select('player.nickname', 'player.nickname_key')
  const chosen = [
    ...random,
    ...keen.sort(() => Math.random() - 0.5).slice(0, SAMPLE - random.length),
  ]
  const users = await User.query().whereIn(
    'nickname_key',
    chosen.map((row) => row.nickname_key)
  )
  const userOf = new Map(users.map((user) => [user.nicknameKey, user]))
  return chosen.map((row, index) => ({
    nickname: row.nickname,
    key: row.nickname_key,
    index,
    user: userOf.get(row.nickname_key) ?? null,
  }))
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
}

async function rowCounts() {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const row = await db.from(table).count('* as total').first()
    counts[table] = Number(row?.total ?? 0)
  }
  return counts
}

async function main() {
  const connection = db.connection()
  console.log(`database: ${connection.dialect.name} ${connection.dialect.version ?? ''}`.trim())
  console.log('rows:')
  for (const [table, count] of Object.entries(await rowCounts())) {
    console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en-US')}`)
  }
  const samples = await samplePlayers()
  console.log(`\n${samples.length} sample players, ${WARMUP} warm-up + ${RUNS} runs per case\n`)

  const timings = new Map<string, number[]>(CASES.map((bench) => [bench.name, []]))
  for (let run = -WARMUP; run < RUNS; run++) {
    const sample = samples[(run + WARMUP) % samples.length]
    // Every case in turn, so a change of the machine's load hits all of them alike.
    for (const bench of CASES) {
      const started = performance.now()
      await bench.run(sample)
      const elapsed = performance.now() - started
      if (run >= 0) timings.get(bench.name)!.push(elapsed)
    }
  }

  const width = Math.max(...CASES.map((bench) => bench.name.length))
  console.log(`${'case'.padEnd(width)}    p50    p95    p99    max  (ms)`)
  let over = 0
  for (const bench of CASES) {
    const sorted = timings.get(bench.name)!.sort((a, b) => a - b)
    const p95 = percentile(sorted, 0.95)
    if (p95 >= TARGET_P95_MS) over++
    const cells = [0.5, 0.95, 0.99, 1].map((share) =>
      percentile(sorted, share).toFixed(1).padStart(6)
    )
    console.log(
      `${bench.name.padEnd(width)} ${cells.join(' ')}${p95 >= TARGET_P95_MS ? '  > target' : ''}`
    )
  }
  console.log(`\n${over} of ${CASES.length} cases at or over p95 ${TARGET_P95_MS} ms`)
  if (over > 0) process.exitCode = 1
}

try {
  await main()
} finally {
  await app.terminate()
}

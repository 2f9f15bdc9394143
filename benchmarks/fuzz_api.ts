/*
| npm run fuzz:api — sends generated bad input to every JSON API route the router lists
| (/api/v1, the game API /api/game/v1 and the payment webhooks) and checks that no answer is a
| 5xx and that a refused request (4xx) changes no row count. Prints its figures; exits 1 on a
| finding.
|
| Without FUZZ_URL it starts the production build (build/, `npm run build` first) on
| 127.0.0.1 with a fresh SQLite demo database in build/tmp/fuzz.sqlite3, and stops it after.
| FUZZ_URL=http://127.0.0.1:PORT fuzzes a running server instead (loopback only); give
| FUZZ_SQLITE=path/to/db.sqlite3 for the row counts, else they are skipped.
|
| Bounded: FUZZ_REQUESTS (2000) requests and FUZZ_SECONDS (60) s, whichever ends first;
| FUZZ_SEED (1) makes a run repeatable. Requests go one at a time; each pass over the routes
| goes as the next of: a guest, the demo player (a staff editor) by the login cookies, the same
| player by the Access-Id / Access-Token headers. Game API routes carry a valid game key of the first server (written
| into the SQLite file, or FUZZ_GAME_KEY) most of the time, else a bad one. A route that ends
| the session (logout) is revived in the SQLite file (else by a new login) before the next
| logged-in request; the revivals are counted.
*/
import { spawnSync } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import fc from 'fast-check'
import { ROOT, demoPlayerLogin, startProductionServer } from './production_server.ts'

const MAX_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000)
const MAX_SECONDS = Number(process.env.FUZZ_SECONDS ?? 60)
const SEED = Number(process.env.FUZZ_SEED ?? 1)
const SQLITE_PATH = 'tmp/fuzz.sqlite3'
/** The server writes too: the script's own writes wait for its lock. */
const WRITER = { timeout: 5000 }
/** The demo player (a staff editor), by its nickname key. */
const DEMO_PLAYER = 'sora'

/**
 * Tables a refused request may still write: rate-limit counters, login-alert and history
 * rows of a refused login, the lock store, the queue. Anything else changing is a finding.
 */
const MAY_CHANGE = new Set([
  'rate_limits',
  'locks',
  'account_history_entries',
  'queue_jobs',
  'queue_schedules',
  'adonis_schema',
  // Written by the monitoring poller in the background, whatever the requests do.
  'online_samples',
  'online_aggregates',
  'online_records',
  'server_statuses',
  // The playtime job folds the demo seed's changes into the totals in the background.
  'player_playtime_changes',
  'player_playtime_totals',
  'player_playtime_counts',
])

/**
 * 503s the API documents for a feature this run has not set up (docs/api.md): the daily
 * bonus without its VK settings (2100), the launcher without LAUNCHER_SIGNING_KEY (2150).
 */
const NOT_CONFIGURED = new Set([2100, 2150])

type Route = { methods: string[]; pattern: string }

/** The API routes as the router lists them (`ace list:routes --json`, the test settings). */
function apiRoutes(): Route[] {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const line of readFileSync(`${ROOT}.env.test`, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line)
    if (match && env[match[1]] === undefined) env[match[1]] = match[2]
  }
  const result = spawnSync(process.execPath, ['ace.js', 'list:routes', '--json'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`list:routes failed: ${result.stderr}`)
  const domains = JSON.parse(result.stdout) as Array<{ routes: Route[] }>
  return domains
    .flatMap((domain) => domain.routes)
    .filter((route) => route.pattern.startsWith('/api/'))
}

/** Values a route parameter should never trip over. */
const BAD_PARAMS = [
  '..%2f..%2fconfig',
  '%00',
  '-1',
  '0',
  '9223372036854776000',
  'x'.repeat(300),
  '%E2%80%AE',
  "'%20OR%201=1--",
  'null',
  '%F0%9F%92%A5',
]

const badScalar = fc.oneof(
  fc.constantFrom(
    null,
    true,
    '',
    ' ',
    '0x10',
    '1e1',
    '-0',
    'NaN',
    '9223372036854776000',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u0000',
    'x'.repeat(5000),
    -1,
    0,
    1.5,
    2 ** 53,
    1e308
  ),
  fc.string(),
  fc.integer(),
  fc.double()
)
const badValue = fc.oneof(
  badScalar,
  fc.array(badScalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 12 }), badScalar, { maxKeys: 5 })
)
/** A JSON body with the field names the API uses, filled with bad values. */
const FIELDS = [
  'login',
  'password',
  'amount',
  'id',
  'key',
  'target',
  'slug',
  'page',
  'type',
  'server',
  'period',
  'events',
  'online',
  'tps',
  'maxPlayers',
  'hidden',
  'grantId',
  'email',
  'code',
  'titleEn',
  'serverName',
]
const badBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), badValue, { maxKeys: 6 }),
  fc.record({ events: fc.array(badValue, { maxLength: 8 }) }),
  badValue
)
const badRaw = fc.constantFrom(
  '{',
  '[',
  '"',
  '{"a":',
  'null',
  '\u00ff\u00fe',
  '{"__proto__":{"x":1}}'
)
const badKey = fc.oneof(fc.uuid(), fc.string({ maxLength: 200 }), fc.constant('k'.repeat(129)))

type Attempt = {
  method: string
  path: string
  body: string | undefined
  headers: Record<string, string>
}

function fill(pattern: string, random: () => number) {
  return pattern
    .replace(/\/\*$/, `/${BAD_PARAMS[Math.floor(random() * BAD_PARAMS.length)]}`)
    .replaceAll(/:([a-zA-Z]+)\??/g, () => BAD_PARAMS[Math.floor(random() * BAD_PARAMS.length)])
}

const IDENTITIES = ['guest', 'cookie', 'token'] as const
type Identity = (typeof IDENTITIES)[number]
type Login = Awaited<ReturnType<typeof demoPlayerLogin>>

/**
 * A game API key for the first server: stored as its SHA-256 (app/data/secret_tokens.ts)
 * straight into the SQLite file; null without one.
 */
function issueGameKey(sqliteFile: string | null) {
  if (process.env.FUZZ_GAME_KEY) return process.env.FUZZ_GAME_KEY
  if (!sqliteFile) return null
  const key = randomBytes(32).toString('base64url')
  const file = new DatabaseSync(sqliteFile, WRITER)
  file
    .prepare('UPDATE servers SET api_key_hash = ? WHERE id = (SELECT MIN(id) FROM servers)')
    .run(createHash('sha256').update(key).digest('hex'))
  file.close()
  return key
}

/**
 * A session of the demo player written into the SQLite file as a login writes it
 * (SessionTokenService: the token's SHA-256 stored), so a run never depends on the login
 * limit its own fuzzing of the login route spends; without the file, an API login.
 */
async function openSession(origin: string, sqliteFile: string | null): Promise<Login | null> {
  if (!sqliteFile) return demoPlayerLogin(origin).catch(() => null)
  const id = randomUUID()
  const token = randomBytes(32).toString('base64url')
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const file = new DatabaseSync(sqliteFile, WRITER)
  file
    .prepare(
      `INSERT INTO user_sessions (id, user_id, source, token_hash, browser, system, ip,
        last_used_at, terminated_at, created_at, updated_at)
       SELECT ?, id, 'site', ?, 'fuzz:api', 'fuzz:api', '127.0.0.1', ?, NULL, ?, ?
       FROM users WHERE nickname_key = ?`
    )
    .run(id, createHash('sha256').update(token).digest('hex'), now, now, now, DEMO_PLAYER)
  file.close()
  return {
    cookie: `access_id=${id}; access_token=${token}`,
    tokenHeaders: { 'access-id': id, 'access-token': token },
  }
}

/** Clears the session's end in the SQLite file; null without the file. */
function reviveSession(sqliteFile: string | null, login: Login) {
  if (!sqliteFile) return null
  const file = new DatabaseSync(sqliteFile, WRITER)
  file
    .prepare('UPDATE user_sessions SET terminated_at = NULL WHERE id = ?')
    .run(login.tokenHeaders['access-id'])
  file.close()
  return login
}

/** The `error_code` of an error body, if it is one. */
function errorCodeOf(text: string) {
  try {
    const code = (JSON.parse(text) as { error_code?: unknown }).error_code
    return typeof code === 'number' ? code : null
  } catch {
    return null
  }
}

function rowCounts(file: DatabaseSync | null, tables: string[]) {
  const counts = new Map<string, number>()
  if (!file) return counts
  for (const table of tables) {
    const row = file.prepare(`SELECT COUNT(*) AS total FROM "${table}"`).get() as { total: number }
    counts.set(table, Number(row.total))
  }
  return counts
}

async function main() {
  let origin = process.env.FUZZ_URL
  let stop: (() => Promise<void>) | null = null
  let sqliteFile = process.env.FUZZ_SQLITE ?? null
  if (origin) {
    const host = new URL(origin).hostname
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
      throw new Error(`FUZZ_URL must be on this machine (127.0.0.1), not ${host}`)
    }
  } else {
    const started = await startProductionServer(SQLITE_PATH, (step) => console.log(`==> ${step}`))
    origin = started.origin
    sqliteFile = `${ROOT}build/${SQLITE_PATH}`
    stop = async () => {
      started.server.kill('SIGTERM')
      await started.exited
    }
  }

  try {
    const routes = apiRoutes()
    const gameKey = issueGameKey(sqliteFile)
    let login = await openSession(origin!, sqliteFile)
    let relogins = 0
    let unconfigured = 0
    let loginLost = false
    const file = sqliteFile ? new DatabaseSync(sqliteFile, { readOnly: true }) : null
    const tables = file
      ? (
          file.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
            name: string
          }[]
        )
          .map((row) => row.name)
          .filter((name) => !name.startsWith('sqlite_'))
      : []

    const random = fc.sample(fc.double({ min: 0, max: 0.999999, noNaN: true }), {
      seed: SEED,
      numRuns: MAX_REQUESTS * 4,
    })
    let cursor = 0
    const next = () => random[cursor++ % random.length]
    const bodies = fc.sample(
      fc.oneof(
        badBody.map((body) => JSON.stringify(body)),
        badRaw
      ),
      {
        seed: SEED,
        numRuns: MAX_REQUESTS,
      }
    )
    const keys = fc.sample(badKey, { seed: SEED + 1, numRuns: MAX_REQUESTS })

    const statuses = new Map<number, number>()
    const identities = new Map<Identity, Map<number, number>>(
      IDENTITIES.map((name) => [name, new Map()])
    )
    const fiveXx: string[] = []
    const writes: string[] = []
    const perRoute = new Map<string, number>()
    const started = Date.now()
    let sent = 0
    while (sent < MAX_REQUESTS && Date.now() - started < MAX_SECONDS * 1000) {
      const route = routes[sent % routes.length]
      const method = route.methods.find((name) => name !== 'HEAD' && name !== 'OPTIONS') ?? 'GET'
      // Each pass over the routes goes as the next identity, so every route meets all three.
      const identity: Identity =
        login === null ? 'guest' : IDENTITIES[Math.floor(sent / routes.length) % IDENTITIES.length]
      if (identity !== 'guest' && loginLost && login) {
        // The last logged-in request ended the session (logout): bring it back. Logging in
        // anew would soon hit the login limit, which the fuzzed login route spends too.
        login =
          reviveSession(sqliteFile, login) ?? (await demoPlayerLogin(origin!).catch(() => null))
        relogins++
        loginLost = false
      }
      const game = route.pattern.startsWith('/api/game/')
      const attempt: Attempt = {
        method,
        path: fill(route.pattern, next),
        body: method === 'GET' ? undefined : bodies[sent],
        headers: {
          'content-type': next() < 0.9 ? 'application/json' : 'text/plain',
          'accept': 'application/json',
          'idempotency-key': keys[sent],
          ...(identity === 'cookie' && login ? { cookie: login.cookie } : {}),
          ...(identity === 'token' && login ? login.tokenHeaders : {}),
          ...(game
            ? {
                authorization: `Bearer ${gameKey && next() < 0.8 ? gameKey : keys[(sent + 1) % keys.length]}`,
              }
            : {}),
        },
      }
      if (method === 'GET') attempt.path += `?page=${BAD_PARAMS[sent % BAD_PARAMS.length]}`

      const before = rowCounts(file, tables)
      const response = await fetch(`${origin}${attempt.path}`, {
        method: attempt.method,
        headers: attempt.headers,
        body: attempt.body,
        redirect: 'manual',
      }).catch((error: Error) => ({ status: 0, text: async () => error.message }))
      const text = await response.text()
      sent++
      perRoute.set(
        `${method} ${route.pattern}`,
        (perRoute.get(`${method} ${route.pattern}`) ?? 0) + 1
      )
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      const byIdentity = identities.get(identity)!
      byIdentity.set(response.status, (byIdentity.get(response.status) ?? 0) + 1)
      if (identity !== 'guest' && response.status === 401 && !game) loginLost = true
      const notConfigured =
        response.status === 503 && NOT_CONFIGURED.has(errorCodeOf(text) ?? Number.NaN)
      if (notConfigured) unconfigured++
      else if (response.status >= 500 || response.status === 0) {
        fiveXx.push(`${response.status} ${method} ${attempt.path} ${text.slice(0, 160)}`)
      }
      if (response.status >= 400 && response.status < 500 && file) {
        const after = rowCounts(file, tables)
        for (const [table, count] of after) {
          if (count !== before.get(table) && !MAY_CHANGE.has(table)) {
            writes.push(`${table} ${before.get(table)}→${count}: ${method} ${attempt.path}`)
          }
        }
      }
    }
    file?.close()

    const seconds = (Date.now() - started) / 1000
    console.log(`\nfuzz:api — ${sent} requests in ${seconds.toFixed(1)} s to ${origin}`)
    const summary = (counts: Map<number, number>) =>
      [...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')
    console.log(
      `routes: ${perRoute.size} of ${routes.length} JSON API routes (seed ${SEED}); game key: ${gameKey !== null}`
    )
    console.log(`statuses: ${summary(statuses)}`)
    for (const [identity, counts] of identities) {
      console.log(`  as ${identity}: ${summary(counts) || 'none'}`)
    }
    console.log(`sessions revived after a logout: ${relogins}`)
    console.log(
      `503 of a feature not set up here (${[...NOT_CONFIGURED].join(', ')}): ${unconfigured}`
    )
    console.log(`5xx or no answer: ${fiveXx.length}`)
    for (const line of fiveXx.slice(0, 20)) console.log(`  ${line}`)
    console.log(
      file
        ? `row-count changes on refused requests: ${writes.length}`
        : 'row counts: skipped (give FUZZ_SQLITE)'
    )
    for (const line of writes.slice(0, 20)) console.log(`  ${line}`)
    if (fiveXx.length > 0 || writes.length > 0) process.exitCode = 1
  } finally {
    await stop?.()
  }
}

await main()

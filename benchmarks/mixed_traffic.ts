/*
| The mixed traffic of `bench:load` and `bench:restart`, sent through nginx at
| a target rate whatever the answers' speed (open loop: a slow site does not
| slow the load down): guest pages, logged-in pages, monitoring polls, store
| purchases, coin transfers and game API ingest from the four demo servers.
| Per kind it keeps latencies and failures (an answer of 400 or more, or no
| answer); afterwards it checks purchases and the ledger against the database,
| exactly.
*/
import { randomUUID } from 'node:crypto'
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { gameTraffic, type TrafficEvent } from '../tests/support/game_traffic.ts'
import { cookieHeader, issueKey } from './production_server.ts'
import { type Cluster, databaseConnection, step } from './cluster.ts'

/** Demo accounts (database/demo/accounts.ts) without a second factor; the password is the demo one. */
const PLAYERS = ['Sora', 'Kirito_92', 'RemRam', 'Senku', 'Nezuko']
const DEMO_PASSWORD = 'technomagic'
const SERVERS = ['techno-magic-rpg', 'hi-tech', 'techno-magic-sky', 'magic-rpg']
const EVENTS_PER_BATCH = 25
/** What each player is funded with before the load: enough for every purchase and transfer. */
const FUNDING = { rub: 100_000_000_00, coins: 10_000_000 }

type Player = { nickname: string; id: number; cookie: string; tokens: Record<string, string> }

type Sent = { method: string; path: string; headers?: Record<string, string>; body?: unknown }

type Kind = {
  name: string
  /** Share of the total rate. */
  weight: number
  next: () => Sent
  /** Called with each successful answer's JSON body (when `json`). */
  json?: (sent: Sent, body: any) => void
}

export type KindFigures = {
  name: string
  sent: number
  ok: number
  failed: number
  p50: number
  p99: number
  max: number
}

/** Logs each demo player in through the API and funds it in one ledgered adjustment. */
async function preparePlayers(cluster: Cluster) {
  const players: Player[] = []
  for (const nickname of PLAYERS) {
    const response = await fetch(`${cluster.origin}/api/v1/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ login: nickname, password: DEMO_PASSWORD }),
    })
    const body = (await response.json()) as { accessId: string; accessToken: string }
    if (!response.ok) throw new Error(`login of ${nickname}: ${response.status}`)
    players.push({
      nickname,
      id: 0,
      cookie: cookieHeader(response),
      tokens: { 'access-id': body.accessId, 'access-token': body.accessToken },
    })
  }
  const connection = await databaseConnection(cluster.env.DB_DATABASE!)
  try {
    await connection.beginTransaction()
    for (const player of players) {
      const [rows] = await connection.query('select id from users where nickname_key = ?', [
        player.nickname.toLowerCase(),
      ])
      player.id = Number((rows as { id: number }[])[0].id)
      await connection.query(
        'insert into wallets (user_id, balance, coins, updated_at) values (?, 0, 0, now()) on duplicate key update user_id = user_id',
        [player.id]
      )
      const [wallets] = await connection.query(
        'select balance, coins from wallets where user_id = ? for update',
        [player.id]
      )
      const wallet = (wallets as { balance: string; coins: string }[])[0]
      const balance = BigInt(wallet.balance) + BigInt(FUNDING.rub)
      const coins = BigInt(wallet.coins) + BigInt(FUNDING.coins)
      for (const [currency, amount, after] of [
        ['rub', FUNDING.rub, balance],
        ['coins', FUNDING.coins, coins],
      ] as const) {
        await connection.query(
          `insert into ledger_entries (user_id, currency, amount, balance_after, reason, reference_type, idempotency_key, created_at)
           values (?, ?, ?, ?, 'adjustment', 'adjustment', ?, now())`,
          [player.id, currency, amount, String(after), `bench-${randomUUID()}`]
        )
      }
      await connection.query(
        'update wallets set balance = ?, coins = ?, updated_at = now() where user_id = ?',
        [String(balance), String(coins), player.id]
      )
    }
    await connection.commit()
    const [last] = await connection.query(
      `select (select coalesce(max(id), 0) from ledger_entries) as ledger,
         (select count(*) from store_purchases where user_id in (?)) as purchases`,
      [players.map((player) => player.id)]
    )
    const [{ ledger, purchases }] = last as { ledger: string; purchases: string }[]
    return { players, since: { ledger: Number(ledger), purchases: Number(purchases) } }
  } finally {
    await connection.end()
  }
}

function cycle<T>(items: T[]) {
  let index = 0
  return () => items[index++ % items.length]
}

/**
 * The traffic's kinds and what the checks need to know: the players, the
 * ledger's last row before the load, and what the successful answers said.
 */
export async function prepareTraffic(cluster: Cluster, expectedBatches: number) {
  const { players, since } = await preparePlayers(cluster)
  const keys = SERVERS.map((slug) => issueKey(slug, cluster.env))
  const traffic = gameTraffic({
    servers: SERVERS.length,
    eventsPerServer: Math.ceil(expectedBatches / SERVERS.length + 1) * EVENTS_PER_BATCH,
    batchSize: EVENTS_PER_BATCH,
    // Far enough back that the last event is still in the past (the site refuses the future).
    start: Date.now() - 30 * 86_400_000,
  })
  const batches = traffic.batches.flatMap((perServer, server) =>
    perServer.map((events) => ({ key: keys[server], events }))
  )
  const outcome = {
    purchases: 0,
    purchased: 0n,
    transfers: 0,
    transferred: 0n,
    eventsSent: 0,
    events: 0,
  }
  const json = { 'content-type': 'application/json', 'accept': 'application/json' }
  const player = cycle(players)
  const guestPage = cycle(['/ru', '/en', '/ru/news', '/en/login', '/ru/stats'])
  const playerPage = cycle(['/ru/store', '/ru/cabinet/sessions', '/en/cabinet'])
  let batch = 0

  const kinds: Kind[] = [
    { name: 'guest pages', weight: 30, next: () => ({ method: 'GET', path: guestPage() }) },
    {
      name: 'logged-in pages',
      weight: 15,
      next: () => ({ method: 'GET', path: playerPage(), headers: { cookie: player().cookie } }),
    },
    {
      name: 'monitoring polls',
      weight: 35,
      next: () => ({ method: 'GET', path: '/api/v1/server/monitoring' }),
    },
    {
      name: 'store purchases',
      weight: 6,
      next: () => ({
        method: 'POST',
        path: '/api/v1/store/buy',
        headers: { ...json, ...player().tokens, 'idempotency-key': randomUUID() },
        body: { type: 'role', slug: 'vip', server: 'techno-magic-rpg', mode: 'stack' },
      }),
      json: (_, body: { amount: number }) => {
        outcome.purchases++
        outcome.purchased += BigInt(body.amount)
      },
    },
    {
      name: 'coin transfers',
      weight: 6,
      next: () => {
        const sender = player()
        const recipient = players[(players.indexOf(sender) + 1) % players.length]
        return {
          method: 'POST',
          path: '/api/v1/game-money/transfer',
          headers: { ...json, ...sender.tokens, 'idempotency-key': randomUUID() },
          body: { login: recipient.nickname, amount: 1 + Math.floor(Math.random() * 5) },
        }
      },
      json: (sent) => {
        outcome.transfers++
        outcome.transferred += BigInt((sent.body as { amount: number }).amount)
      },
    },
    {
      name: 'game API ingest',
      weight: 8,
      next: () => {
        const { key, events } = batches[batch++ % batches.length]
        outcome.eventsSent += events.length
        return {
          method: 'POST',
          path: '/api/game/v1/events',
          headers: { ...json, authorization: `Bearer ${key}` },
          body: { events: events as TrafficEvent[] },
        }
      },
      json: (_, body: { accepted: number; duplicates: number; rejected: unknown[] }) => {
        if (body.rejected.length) throw new Error(`rejected events: ${JSON.stringify(body)}`)
        outcome.events += body.accepted
      },
    },
  ]
  return { kinds, players, since, outcome }
}

export type Traffic = Awaited<ReturnType<typeof prepareTraffic>>

/**
 * Sends the kinds' requests to `origin` at `rate` requests a second in all
 * (each kind by its weight) until `until` settles, then waits for the
 * answers still due. At most `maxInFlight` requests wait at once; past that a
 * request is counted as skipped, not sent.
 */
export async function sendTraffic(
  origin: string,
  traffic: Traffic,
  options: { rate: number; until: Promise<unknown>; maxInFlight?: number }
) {
  const maxInFlight = options.maxInFlight ?? 512
  const totalWeight = traffic.kinds.reduce((sum, kind) => sum + kind.weight, 0)
  const state = traffic.kinds.map((kind) => ({
    kind,
    rate: (options.rate * kind.weight) / totalWeight,
    sent: 0,
    ok: 0,
    failed: 0,
    histogram: createHistogram() as RecordableHistogram,
  }))
  /** Failures by kind and status (or 'no answer'), with the first one's detail. */
  const failures = new Map<string, { count: number; example: string }>()
  const fail = (entry: (typeof state)[number], sent: Sent, outcome: string, detail: string) => {
    entry.failed++
    const key = `${entry.kind.name}: ${outcome}`
    const known = failures.get(key)
    if (known) known.count++
    else
      failures.set(key, {
        count: 1,
        example: `${sent.method} ${sent.path} ${detail.slice(0, 300)}`,
      })
  }
  const pending = new Set<Promise<void>>()
  let skipped = 0
  let stopped = false
  void options.until.finally(() => (stopped = true))

  /**
   * Like a browser (RFC 9112 §9.3.1), a request whose kept-alive connection
   * closed before any answer is sent once more, and counted: nginx closes its
   * idle client connections when a reload retires its old workers. Safe for
   * every request here: the POSTs carry an Idempotency-Key or event ids.
   */
  let resent = 0
  const request = (sent: Sent) =>
    fetch(`${origin}${sent.path}`, {
      method: sent.method,
      headers: { 'accept-encoding': 'br, gzip', ...sent.headers },
      body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
      redirect: 'manual',
    })
  const closedUnderIt = (error: unknown) =>
    error instanceof Error && (error.cause as { code?: string })?.code === 'UND_ERR_SOCKET'

  const send = async (entry: (typeof state)[number]) => {
    const sent = entry.kind.next()
    const started = performance.now()
    try {
      const response = await request(sent).catch((error) => {
        if (!closedUnderIt(error)) throw error
        resent++
        return request(sent)
      })
      const text = await response.text()
      entry.histogram.record(Math.max(1, Math.round((performance.now() - started) * 1000)))
      if (response.status >= 400) return fail(entry, sent, String(response.status), text)
      entry.kind.json?.(sent, JSON.parse(text))
      entry.ok++
    } catch (error) {
      const cause = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error
      fail(entry, sent, 'no answer or a wrong one', String(cause))
    }
  }

  const started = performance.now()
  while (!stopped) {
    const elapsed = (performance.now() - started) / 1000
    for (const entry of state) {
      const due = Math.floor(elapsed * entry.rate) - entry.sent
      for (let index = 0; index < due; index++) {
        entry.sent++
        if (pending.size >= maxInFlight) {
          skipped++
          continue
        }
        const sending = send(entry).finally(() => pending.delete(sending))
        pending.add(sending)
      }
    }
    await sleep(5)
  }
  const seconds = (performance.now() - started) / 1000
  await Promise.all(pending)

  const ms = (value: number) => Math.round(value / 100) / 10
  const kinds: KindFigures[] = state.map((entry) => ({
    name: entry.kind.name,
    sent: entry.sent,
    ok: entry.ok,
    failed: entry.failed,
    p50: ms(entry.histogram.percentile(50)),
    p99: ms(entry.histogram.percentile(99)),
    max: ms(entry.histogram.max),
  }))
  const all = createHistogram() as RecordableHistogram
  for (const entry of state) all.add(entry.histogram)
  const total = {
    name: 'all',
    sent: kinds.reduce((sum, kind) => sum + kind.sent, 0),
    ok: kinds.reduce((sum, kind) => sum + kind.ok, 0),
    failed: kinds.reduce((sum, kind) => sum + kind.failed, 0),
    p50: ms(all.percentile(50)),
    p99: ms(all.percentile(99)),
    max: ms(all.max),
  }
  return { kinds, total, skipped, resent, seconds, failures }
}

/**
 * Purchases and the ledger, checked exactly against the database after the
 * load: every wallet equals its ledger's sum, the purchases and transfers
 * booked since the funding are the ones answered 200 (no more, no fewer),
 * and transfers moved coins without creating or losing any.
 */
async function checkLedger(cluster: Cluster, traffic: Traffic) {
  const connection = await databaseConnection(cluster.env.DB_DATABASE!)
  try {
    const ids = traffic.players.map((player) => player.id)
    const [walletRows] = await connection.query(
      `select w.user_id, w.balance, w.coins,
         (select coalesce(sum(amount), 0) from ledger_entries l where l.user_id = w.user_id and l.currency = 'rub') as rub_sum,
         (select coalesce(sum(amount), 0) from ledger_entries l where l.user_id = w.user_id and l.currency = 'coins') as coins_sum
       from wallets w`
    )
    const wallets = walletRows as Record<string, string>[]
    const unbalanced = wallets.filter(
      (row) =>
        BigInt(row.balance) !== BigInt(row.rub_sum) || BigInt(row.coins) !== BigInt(row.coins_sum)
    )
    const [bookedRows] = await connection.query(
      `select reason, count(*) as count, coalesce(sum(amount), 0) as total from ledger_entries
       where id > ? and user_id in (?) group by reason`,
      [traffic.since.ledger, ids]
    )
    const booked = new Map(
      (bookedRows as Record<string, string>[]).map((row) => [
        row.reason,
        { count: Number(row.count), total: BigInt(row.total) },
      ])
    )
    const of = (reason: string) => booked.get(reason) ?? { count: 0, total: 0n }
    const [purchaseRows] = await connection.query(
      `select count(*) - ? as count from store_purchases where user_id in (?)`,
      [traffic.since.purchases, ids]
    )
    const { outcome } = traffic
    const checks = [
      {
        name: 'every wallet equals the sum of its ledger',
        ok: unbalanced.length === 0,
        detail: `${wallets.length} wallets, ${unbalanced.length} off`,
      },
      {
        name: 'purchases booked = purchases answered 200',
        ok:
          of('store_purchase').count === outcome.purchases &&
          Number((purchaseRows as { count: string }[])[0].count) === outcome.purchases,
        detail: `${of('store_purchase').count} ledger debits, ${(purchaseRows as { count: string }[])[0].count} store_purchases rows, ${outcome.purchases} answered`,
      },
      {
        name: 'purchase debits = amounts answered',
        ok: -of('store_purchase').total === outcome.purchased,
        detail: `${-of('store_purchase').total} kopecks debited, ${outcome.purchased} answered`,
      },
      {
        name: 'transfers booked once each, coins conserved',
        ok:
          of('transfer_out').count === outcome.transfers &&
          of('transfer_in').count === outcome.transfers &&
          -of('transfer_out').total === outcome.transferred &&
          of('transfer_in').total === outcome.transferred,
        detail: `${of('transfer_out').count} out / ${of('transfer_in').count} in, ${outcome.transfers} answered; ${-of('transfer_out').total} out / ${of('transfer_in').total} in, ${outcome.transferred} coins answered`,
      },
    ]
    return checks
  } finally {
    await connection.end()
  }
}

/** Runs and prints the ledger checks; the names of those that failed. */
export async function reportLedger(cluster: Cluster, traffic: Traffic) {
  step('purchases and the ledger against the database')
  const checks = await checkLedger(cluster, traffic)
  for (const check of checks) {
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`)
  }
  return checks.filter((check) => !check.ok).map((check) => check.name)
}

/** Left-aligned first column, right-aligned figures. */
export function printTable(rows: (string | number)[][]) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length))
  )
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column])
        )
        .join('   ')
    )
  }
}

/** Per kind and in all: sent, ok, failed, p50 / p99 / max in ms. */
export function printKinds(result: Awaited<ReturnType<typeof sendTraffic>>) {
  printTable([
    ['kind', 'sent', 'ok', 'failed', 'p50 ms', 'p99 ms', 'max ms'],
    ...[...result.kinds, result.total].map((kind) => [
      kind.name,
      kind.sent,
      kind.ok,
      kind.failed,
      kind.p50,
      kind.p99,
      kind.max,
    ]),
  ])
  const errorRate = result.total.failed / Math.max(result.total.sent - result.skipped, 1)
  console.log(
    `${result.total.sent} requests in ${result.seconds.toFixed(1)} s (${(result.total.sent / result.seconds).toFixed(1)}/s), ` +
      `${result.total.failed} failed (error rate ${(errorRate * 100).toFixed(3)} %), ${result.skipped} skipped by the client (over its in-flight cap), ` +
      `${result.resent} sent again after their kept-alive connection closed under them`
  )
  for (const [key, { count, example }] of result.failures) {
    console.log(`  ${count} × ${key} (first: ${example})`)
  }
}

/*
| npm run bench:http — builds for production, starts the built server on
| 127.0.0.1 with a fresh SQLite demo database, and measures with autocannon,
| in one run: the bare route /live (framework ceiling), the same HTML bytes
| as /ru from a minimal node:http server in its own process (the physical
| limit of sending that page), /ru as a first visit, /ru with a returning visitor's cookies,
| /en/login, two logged-in pages (/ru/store and /ru/cabinet/sessions as a demo player) and
| GET /api/v1/main and GET /api/v1/server/monitoring (polled by every open
| tab; its ratio to /live is printed, target 0.9). Browsers' Accept-Encoding (br, gzip) on every request.
| Every route is warmed once, then measured in rounds, each round taking
| every route in turn, so a change of the machine's load hits all routes
| alike; each measurement starts once the server has worked off the last
| one's backlog. Prints the medians over the rounds of req/s, p50/p99 latency and
| each route's ratio to the static-bytes server in the same round, bytes
| per answer on the wire, then stops the server with SIGTERM and checks
| that it exits cleanly.
|
| BENCH_ROUNDS (3), BENCH_DURATION (s per route and round, 5), BENCH_WARMUP
| (s, 5), BENCH_CONNECTIONS (50); BENCH_SKIP_BUILD=1 reuses an existing
| build/ (a fresh clone builds anyway); BENCH_ROUTES (comma-separated words) measures only the
| routes whose name has one of them, beside the static-bytes server; BENCH_PORT pins the ports.
*/
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import {
  BENCH_PORT,
  ROOT,
  cookieHeader,
  demoPlayerCookie,
  run,
  startProductionServer,
} from './production_server.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SQLITE_PATH = 'tmp/bench.sqlite3'
const ROUTES = (process.env.BENCH_ROUTES ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean)
/** Index of the static-bytes server among the routes (the bare route comes first). */
const STATIC = 1

const ACCEPT_ENCODING = 'br, gzip, deflate'

type Route = { name: string; url: string; headers?: Record<string, string> }

function step(message: string) {
  console.log(`\n==> ${message}`)
}

/**
 * The home page must come server-rendered from the built SSR bundle, or the
 * figures lie. Returns its bytes as sent to a browser, for the static server.
 */
async function homeAsSent(origin: string) {
  const response = await rawGet(`${origin}/ru`, { 'accept-encoding': ACCEPT_ENCODING })
  const html = (await fetch(`${origin}/ru`).then((answer) => answer.text())) as string
  if (response.status !== 200 || !html.includes('data-server-rendered="true"')) {
    throw new Error(`GET /ru is not server-rendered (status ${response.status})`)
  }
  if (html.includes('/@vite/client')) throw new Error('GET /ru references the Vite dev server')
  console.log(
    `GET /ru: 200, ${html.length} bytes of server-rendered HTML, ` +
      `${response.body.length} on the wire (${response.headers['content-encoding'] ?? 'identity'})`
  )
  return response
}

/** A GET with its raw body (no decompression), through node:http. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          })
        )
      })
        .on('error', reject)
        .end()
    }
  )
}

/**
 * The physical limit: the same bytes and headers from a server that does
 * nothing else, in a process of its own (in this one it would share an
 * event loop with autocannon and measure the client instead).
 */
async function staticBytesServer(page: Awaited<ReturnType<typeof rawGet>>) {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(page.body.length),
    ...(page.headers['content-encoding']
      ? { 'content-encoding': page.headers['content-encoding'] }
      : {}),
  }
  // A fresh clone has no tmp/.
  mkdirSync(`${ROOT}tmp`, { recursive: true })
  const bodyFile = `${ROOT}tmp/bench-static-body`
  writeFileSync(bodyFile, page.body)
  const source = `
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)})
    const headers = ${JSON.stringify(headers)}
    const server = require('node:http').createServer((_, response) => {
      response.writeHead(200, headers)
      response.end(body)
    })
    server.listen(${BENCH_PORT ? BENCH_PORT + 1 : 0}, '127.0.0.1', () => console.log(server.address().port))
    process.on('SIGTERM', () => server.close(() => process.exit(0)))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [port] = (await once(child.stdout, 'data')) as [Buffer]
  return { server: child, url: `http://127.0.0.1:${String(port).trim()}/ru` }
}

/** A demo player's cookies, and a returning guest's (session + CSRF secret and token). */
async function visitorCookies(origin: string) {
  const player = await demoPlayerCookie(origin)
  const returning = cookieHeader(await fetch(`${origin}/csrf-token`))
  return { player, returning }
}

function memory(pid: number) {
  if (process.platform !== 'linux') return 'n/a'
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1])
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`
  return `${mb(field('VmRSS'))} (peak ${mb(field('VmHWM'))})`
}

/** Left-aligned first column, right-aligned figures. */
function printTable(rows: (string | number)[][]) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length))
  )
  for (const row of rows) {
    const cells = row.map((cell, column) =>
      column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column])
    )
    console.log(cells.join('   '))
  }
}

/**
 * autocannon stops on time and drops its connections, but the server still
 * finishes what they asked: a slow route's backlog (a logged-in page at
 * 50 connections is a second or more of renders) ran into the next route's
 * window. So each measurement waits until the server answers /live at once.
 */
async function drained(origin: string) {
  const deadline = Date.now() + 15_000
  let quick = 0
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now()
    await fetch(`${origin}/live`).then((response) => response.arrayBuffer())
    quick = performance.now() - started < 20 ? quick + 1 : 0
    await sleep(50)
  }
}

async function load(origin: string, { url, headers }: Route, duration: number) {
  await drained(origin)
  return autocannon({
    url,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers },
    connections: CONNECTIONS,
    duration,
  })
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(`${ROOT}build/bin/server.js`)) {
    step('building for production (node ace build)')
    run(['ace', 'build'])
  }

  const { origin, server, exited } = await startProductionServer(SQLITE_PATH, step)
  let stopped: Awaited<typeof exited> | null = null
  let limit: Awaited<ReturnType<typeof staticBytesServer>> | null = null
  try {
    limit = await staticBytesServer(await homeAsSent(origin))
    const cookies = await visitorCookies(origin)

    const allRoutes: Route[] = [
      { name: 'bare GET /live', url: `${origin}/live` },
      { name: 'static bytes of /ru', url: limit.url },
      { name: '/ru first visit', url: `${origin}/ru` },
      { name: '/ru returning', url: `${origin}/ru`, headers: { cookie: cookies.returning } },
      { name: '/en/login', url: `${origin}/en/login` },
      {
        name: 'logged in /ru/store',
        url: `${origin}/ru/store`,
        headers: { cookie: cookies.player },
      },
      {
        name: 'logged in /ru/cabinet/sessions',
        url: `${origin}/ru/cabinet/sessions`,
        headers: { cookie: cookies.player },
      },
      { name: 'GET /api/v1/main', url: `${origin}/api/v1/main` },
      { name: 'GET /api/v1/server/monitoring', url: `${origin}/api/v1/server/monitoring` },
    ]
    const routes = allRoutes.filter(
      (route, index) =>
        index <= STATIC || ROUTES.length === 0 || ROUTES.some((word) => route.name.includes(word))
    )
    if (WARMUP > 0) {
      for (const route of routes) {
        step(`${route.name}: ${WARMUP} s warm-up, ${CONNECTIONS} connections`)
        await load(origin, route, WARMUP)
      }
    }
    const rounds: Awaited<ReturnType<typeof load>>[][] = []
    for (let round = 1; round <= ROUNDS; round++) {
      step(`round ${round} of ${ROUNDS}: every route ${DURATION} s, ${CONNECTIONS} connections`)
      const results = []
      for (const route of routes) results.push(await load(origin, route, DURATION))
      rounds.push(results)
    }
    const rss = memory(server.pid!)

    const routeIndex = (name: string) => routes.findIndex((route) => route.name === name)
    const over = (index: number, figure: (result: Awaited<ReturnType<typeof load>>) => number) =>
      median(rounds.map((results) => figure(results[index])))
    const rows = routes.map((route, index) => ({
      ...route,
      reqs: over(index, (result) => result.requests.average),
      p50: over(index, (result) => result.latency.p50),
      p99: over(index, (result) => result.latency.p99),
      bytes: over(index, (result) => result.throughput.total / Math.max(result.requests.total, 1)),
      vsStatic: median(
        rounds.map((results) => results[index].requests.average / results[STATIC].requests.average)
      ),
      failed: rounds.reduce(
        (sum, results) => sum + results[index].errors + results[index].non2xx,
        0
      ),
    }))
    step(
      `medians of ${ROUNDS} rounds (node ${process.version}, ${availableParallelism()} cores shared by server and client)`
    )
    printTable([
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'bytes/answer', 'vs static', 'failed'],
      ...rows.map((row) => [
        row.name,
        Math.round(row.reqs),
        row.p50,
        row.p99,
        Math.round(row.bytes),
        row.vsStatic.toFixed(3),
        row.failed,
      ]),
    ])
    for (const name of ['GET /api/v1/main', 'GET /api/v1/server/monitoring']) {
      const index = routeIndex(name)
      if (index < 0) continue
      const ratio = median(
        rounds.map((results) => results[index].requests.average / results[0].requests.average)
      )
      const target = name.includes('monitoring') ? ', target 0.9' : ''
      console.log(
        `${name} vs bare: ${ratio.toFixed(3)} (req/s, median of the rounds' ratios${target})`
      )
    }
    console.log(`server RSS after the run: ${rss}`)
    // Every figure is printed first; a route with errors (timeouts) or non-2xx answers fails the run.
    const failed = rows.filter((row) => row.failed > 0)
    if (failed.length) {
      throw new Error(`failed answers on ${failed.map(({ name }) => name).join(', ')}`)
    }
  } finally {
    limit?.server.kill('SIGTERM')
    stopped = await stop(server, exited)
  }

  if (!stopped) throw new Error('the server did not exit within 15 s of SIGTERM (killed)')
  const [code, signal] = stopped
  if (code !== 0) throw new Error(`the server exited with ${code ?? signal} after SIGTERM`)
  console.log('SIGTERM: the server exited cleanly (code 0)')
}

/** SIGTERM, then up to 15 s for a graceful exit; SIGKILL (and null) past that. */
async function stop(server: ChildProcess, exited: Promise<[number | null, NodeJS.Signals | null]>) {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
  const outcome = await Promise.race([exited, sleep(15_000).then(() => null)])
  if (!outcome) server.kill('SIGKILL')
  return outcome
}

await main().catch((error) => {
  console.error(`bench:http failed: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
})

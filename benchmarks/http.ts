/*
| npm run bench:http — builds for production, starts the built server on
| 127.0.0.1 with a fresh SQLite demo database, and measures with autocannon,
| in one run: the bare route /live (framework ceiling), the same HTML bytes
| as /ru from a minimal node:http server (the physical limit of sending that
| page), /ru as a first visit, /ru with a returning visitor's cookies,
| /en/login, a logged-in page (/ru/cabinet/sessions as a demo player),
| GET /api/v1/main and GET /api/v1/server/monitoring (polled by every open
| tab; its ratio to /live is printed, target 0.9). Browsers' Accept-Encoding (br, gzip) on every request.
| Prints req/s, p50/p99 latency, bytes per answer on the wire and each
| ratio to the static-bytes server, then stops the server with SIGTERM and
| checks that it exits cleanly.
|
| BENCH_DURATION (s, 15), BENCH_WARMUP (s, 10), BENCH_CONNECTIONS (50);
| BENCH_SKIP_BUILD=1 reuses an existing build/.
*/
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { createServer as createHttpServer, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { cookieHeader, demoPlayerCookie, run, startProductionServer } from './production_server.ts'

const DURATION = Number(process.env.BENCH_DURATION ?? 15)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SQLITE_PATH = 'tmp/bench.sqlite3'

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

/** The physical limit: the same bytes and headers from a server that does nothing else. */
async function staticBytesServer(page: Awaited<ReturnType<typeof rawGet>>) {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(page.body.length),
    ...(page.headers['content-encoding']
      ? { 'content-encoding': page.headers['content-encoding'] }
      : {}),
  }
  const server = createHttpServer((_, response) => {
    response.writeHead(200, headers)
    response.end(page.body)
  }).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no static server address')
  return { server, url: `http://127.0.0.1:${address.port}/ru` }
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

async function measure({ url, headers }: Route) {
  const options = {
    url,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers },
    connections: CONNECTIONS,
  }
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP })
  const result = await autocannon({ ...options, duration: DURATION })
  if (result.errors || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`)
  }
  return result
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    step('building for production (node ace build)')
    run(['ace', 'build'])
  }

  const { origin, server, exited } = await startProductionServer(SQLITE_PATH, step)
  let stopped: Awaited<typeof exited> | null = null
  let limit: Awaited<ReturnType<typeof staticBytesServer>> | null = null
  try {
    limit = await staticBytesServer(await homeAsSent(origin))
    const cookies = await visitorCookies(origin)

    const routes: Route[] = [
      { name: 'bare GET /live', url: `${origin}/live` },
      { name: 'static bytes of /ru', url: limit.url },
      { name: '/ru first visit', url: `${origin}/ru` },
      { name: '/ru returning', url: `${origin}/ru`, headers: { cookie: cookies.returning } },
      { name: '/en/login', url: `${origin}/en/login` },
      {
        name: 'logged in /ru/cabinet/sessions',
        url: `${origin}/ru/cabinet/sessions`,
        headers: { cookie: cookies.player },
      },
      { name: 'GET /api/v1/main', url: `${origin}/api/v1/main` },
      { name: 'GET /api/v1/server/monitoring', url: `${origin}/api/v1/server/monitoring` },
    ]
    const rows = []
    for (const route of routes) {
      step(`${route.name}: ${WARMUP} s warm-up, ${DURATION} s measured, ${CONNECTIONS} connections`)
      rows.push({ ...route, result: await measure(route) })
    }
    const rss = memory(server.pid!)

    const ceiling = rows[1].result.requests.average
    step(
      `results (node ${process.version}, ${availableParallelism()} cores shared by server and client)`
    )
    printTable([
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'bytes/answer', 'vs static'],
      ...rows.map(({ name, result }) => [
        name,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
        (result.requests.average / ceiling).toFixed(3),
      ]),
    ])
    const api = rows[6].result.requests.average / rows[0].result.requests.average
    console.log(`GET /api/v1/main vs bare: ${api.toFixed(3)} (req/s)`)
    const monitoring = rows[7].result.requests.average / rows[0].result.requests.average
    console.log(
      `GET /api/v1/server/monitoring vs bare: ${monitoring.toFixed(3)} (req/s, target 0.9)`
    )
    console.log(`server RSS after the run: ${rss}`)
  } finally {
    limit?.server.close()
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

/*
| npm run bench:http — builds for production, starts the built server on
| 127.0.0.1 with a fresh SQLite demo database, and measures with autocannon
| the home page (/ru, server-rendered) against the bare route /live (a
| constant with no session or cookie: the framework ceiling). Prints req/s, p50/p99 latency, the
| ratio home/bare and the server's memory, then stops the server with
| SIGTERM and checks that it exits cleanly.
|
| BENCH_DURATION (s, 15), BENCH_WARMUP (s, 10), BENCH_CONNECTIONS (50);
| BENCH_SKIP_BUILD=1 reuses an existing build/.
*/
import { randomBytes } from 'node:crypto'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const BUILD = `${ROOT}build/`
const DURATION = Number(process.env.BENCH_DURATION ?? 15)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SQLITE_PATH = 'tmp/bench.sqlite3'

const ROUTES = [
  { name: 'home', path: '/ru' },
  { name: 'bare', path: '/live' },
] as const

function step(message: string) {
  console.log(`\n==> ${message}`)
}

/** Runs a command to completion with inherited output; throws when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' })
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} failed (status ${result.status ?? result.signal})`)
  }
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

async function waitForHealth(origin: string, server: { exitCode: number | null }) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up')
    const response = await fetch(`${origin}/health`).catch(() => null)
    if (response?.ok) return
    await sleep(200)
  }
  throw new Error('GET /health did not answer 200 within 30 s')
}

/** The home page must come server-rendered from the built SSR bundle, or the figures lie. */
async function assertServerRendered(origin: string) {
  const response = await fetch(`${origin}/ru`)
  const html = await response.text()
  if (response.status !== 200 || !html.includes('data-server-rendered="true"')) {
    throw new Error(`GET /ru is not server-rendered (status ${response.status})`)
  }
  if (html.includes('/@vite/client')) throw new Error('GET /ru references the Vite dev server')
  console.log(`GET /ru: 200, ${html.length} bytes of server-rendered HTML`)
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

async function measure(url: string) {
  if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
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

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_KEY: randomBytes(32).toString('base64url'),
    APP_URL: origin,
    LOG_LEVEL: 'warn',
    SESSION_DRIVER: 'cookie',
    DB_CONNECTION: 'sqlite',
    // Relative to the application root, build/.
    SQLITE_PATH,
  }

  step(`preparing build/${SQLITE_PATH} (migrations + demo seed)`)
  rmSync(`${BUILD}${SQLITE_PATH}`, { force: true })
  rmSync(`${BUILD}${SQLITE_PATH}-wal`, { force: true })
  rmSync(`${BUILD}${SQLITE_PATH}-shm`, { force: true })
  run(['build/ace.js', 'migration:run', '--force'], env)
  run(['build/ace.js', 'db:demo'], env)

  step(`starting node build/bin/server.js on ${origin} (NODE_ENV=production)`)
  // build/ sits inside the project, so Node finds the installed packages in
  // ../node_modules; a deploy runs `npm ci --omit=dev` inside build/ instead.
  const server = spawn(process.execPath, ['build/bin/server.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  let stopped: Awaited<typeof exited> | null = null
  try {
    await waitForHealth(origin, server)
    await assertServerRendered(origin)

    const rows = []
    for (const route of ROUTES) {
      step(
        `GET ${route.path}: ${WARMUP} s warm-up, ${DURATION} s measured, ${CONNECTIONS} connections`
      )
      rows.push({ ...route, result: await measure(`${origin}${route.path}`) })
    }
    const rss = memory(server.pid!)

    const [home, bare] = rows.map((row) => row.result)
    step(
      `results (node ${process.version}, ${availableParallelism()} cores shared by server and client)`
    )
    printTable([
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests'],
      ...rows.map(({ name, path, result }) => [
        `${name} GET ${path}`,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        result.requests.total,
      ]),
    ])
    console.log(`home/bare: ${(home.requests.average / bare.requests.average).toFixed(3)} (req/s)`)
    console.log(`server RSS after the run: ${rss}`)
  } finally {
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

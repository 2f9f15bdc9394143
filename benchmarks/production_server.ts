/*
| What the benches share: the production build started on a free
| 127.0.0.1 port with a fresh SQLite demo database, and the demo player.
*/
import { randomBytes } from 'node:crypto'
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../', import.meta.url))

/** The demo player of `db:demo` (database/demo/accounts.ts). */
const DEMO_LOGIN = { login: 'Sora', password: 'technomagic' }

/** Runs a command to completion with inherited output; throws when it fails. */
export function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' })
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} failed (status ${result.status ?? result.signal})`)
  }
}

/** BENCH_PORT pins the server's port (and BENCH_PORT + 1 the static-bytes server's). */
export const BENCH_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** `node ace network:key <slug>` of the build: the key is its last line. */
export function issueKey(slug: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['build/ace.js', 'network:key', slug], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  })
  const key = result.stdout.trim().split('\n').at(-1)?.trim()
  if (result.status !== 0 || !key) throw new Error(`network:key ${slug} failed: ${result.stderr}`)
  return key
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

/**
 * Migrates and seeds build/<sqlitePath> afresh, starts `build/bin/server.js`
 * (NODE_ENV=production) and waits for /health. `log` narrates the steps.
 * `database` may point it at MySQL / MariaDB instead (`DB_CONNECTION=mysql`,
 * `DB_*`): that database is wiped, migrated and seeded.
 */
export async function startProductionServer(
  sqlitePath: string,
  log: (step: string) => void,
  database: NodeJS.ProcessEnv = {}
) {
  const port = BENCH_PORT ?? (await freePort())
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
    SQLITE_PATH: sqlitePath,
    ...database,
  }

  if (env.DB_CONNECTION === 'mysql') {
    log(`preparing MySQL database ${env.DB_DATABASE} (wipe, migrations + demo seed)`)
    run(['build/ace.js', 'db:wipe', '--force'], env)
  } else {
    log(`preparing build/${sqlitePath} (migrations + demo seed)`)
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(`${ROOT}build/${sqlitePath}${suffix}`, { force: true })
    }
  }
  run(['build/ace.js', 'migration:run', '--force'], env)
  run(['build/ace.js', 'db:demo'], env)

  log(`starting node bin/server.js in build/ on ${origin} (NODE_ENV=production)`)
  // From inside build/, as a deploy starts it: @adonisjs/vite reads the SSR manifest from
  // public/assets relative to the working folder, which only a dev build leaves at the root.
  // build/ sits inside the project, so Node finds the installed packages in ../node_modules;
  // a deploy runs `npm ci --omit=dev` inside build/ instead.
  const server = spawn(process.execPath, ['bin/server.js'], {
    cwd: `${ROOT}build`,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  try {
    await waitForHealth(origin, server)
  } catch (error) {
    server.kill('SIGKILL')
    throw error
  }
  return { origin, server, exited, env }
}

/** The demo player's token cookies (API login), as one Cookie header. */
export async function demoPlayerCookie(origin: string) {
  const { cookie } = await demoPlayerLogin(origin)
  return cookie
}

/**
 * One API login of the demo player (a staff editor too): its token cookies as a Cookie
 * header, and the same session's `Access-Id` / `Access-Token` headers.
 */
export async function demoPlayerLogin(origin: string) {
  const login = await fetch(`${origin}/api/v1/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  })
  if (!login.ok) throw new Error(`demo login failed (status ${login.status})`)
  const body = (await login.json()) as { accessId: string; accessToken: string }
  return {
    cookie: cookieHeader(login),
    tokenHeaders: { 'access-id': body.accessId, 'access-token': body.accessToken },
  }
}

/** The cookies a response sets, as the Cookie header a browser would send back. */
export function cookieHeader(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

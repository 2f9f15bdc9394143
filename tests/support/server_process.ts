/*
| Spawned server processes (tests/functional/platform): a real production
| process on a free port, so signals, restarts and crashes are tested the
| way an operator meets them.
*/
import { type ChildProcess, spawn } from 'node:child_process'
import { access, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Group } from '@japa/runner/core'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { pathFor } from '#tests/support/urls'

export type ProcessEnv = Record<string, string>

/**
 * Per test of the group: a fresh folder (`sandbox.folder`) for the process's
 * files, and the processes pushed to `sandbox.children`, killed afterwards.
 */
export function processSandbox(group: Group) {
  const sandbox = { folder: '', children: [] as ChildProcess[] }
  group.each.setup(async () => {
    sandbox.folder = await mkdtemp(join(tmpdir(), 'technomagic-process-'))
    return async () => {
      for (const child of sandbox.children.splice(0)) {
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      await rm(sandbox.folder, { recursive: true, force: true })
    }
  })
  return sandbox
}

/**
 * A valid production environment; ENV_PATH points at an empty folder so no
 * .env file is read. The database follows the test run's engine: SQLite in
 * the folder, or on MariaDB a database of its own (`<DB_DATABASE>_process`,
 * see processDatabase) so the spawned server never touches the run's tables.
 */
export function productionEnv(folder: string, port: number): ProcessEnv {
  const base: ProcessEnv = {
    PATH: process.env.PATH ?? '',
    ENV_PATH: folder,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_KEY: 'process-test-key-0123456789abcdef',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
    SESSION_DRIVER: 'cookie',
  }
  if (env.get('DB_CONNECTION') !== 'mysql') {
    return { ...base, DB_CONNECTION: 'sqlite', SQLITE_PATH: join(folder, 'db.sqlite3') }
  }
  return {
    ...base,
    DB_CONNECTION: 'mysql',
    DB_HOST: env.get('DB_HOST') ?? '127.0.0.1',
    DB_PORT: String(env.get('DB_PORT') ?? 3306),
    DB_USER: env.get('DB_USER') ?? 'root',
    DB_PASSWORD: env.get('DB_PASSWORD') ?? '',
    DB_DATABASE: `${env.get('DB_DATABASE')}_process`,
  }
}

/** Creates the MariaDB database productionEnv names, when the run is on MariaDB. */
export async function processDatabase(processEnv: ProcessEnv) {
  if (processEnv.DB_CONNECTION !== 'mysql') return
  await db.rawQuery('CREATE DATABASE IF NOT EXISTS ??', [processEnv.DB_DATABASE])
}

/**
 * A connection of the test itself to the spawned servers' database, registered as `name`
 * (replacing one left by an earlier test); close it with `db.manager.close(name)`.
 */
export function processConnection(processEnv: ProcessEnv, name: string) {
  if (db.manager.has(name)) db.manager.release(name)
  db.manager.add(
    name,
    processEnv.DB_CONNECTION === 'mysql'
      ? {
          client: 'mysql2',
          connection: {
            host: processEnv.DB_HOST,
            port: Number(processEnv.DB_PORT),
            user: processEnv.DB_USER,
            password: processEnv.DB_PASSWORD,
            database: processEnv.DB_DATABASE,
          },
        }
      : {
          client: 'better-sqlite3',
          connection: { filename: processEnv.SQLITE_PATH },
          useNullAsDefault: true,
        }
  )
  return db.connection(name)
}

/**
 * A staff member holding `permissions`, written through the test's connection `name` to a
 * spawned server's database, then logged in through that server's API (`origin`): the
 * session's headers. Throws with `context()` (the servers' output) when the login fails.
 */
export async function processStaffSession(
  name: string,
  origin: string,
  permissions: string[],
  context: () => string
) {
  const password = 'correct horse battery'
  const staff = await UserFactory.merge({ password: await hash.make(password) })
    .connection(name)
    .create()
  const group = await withPermissions(permissions).connection(name).create()
  await db
    .connection(name)
    .table('staff_group_users')
    .insert({ user_id: staff.id, staff_group_id: group.id })
  const login = await fetch(`${origin}${pathFor('api.accounts.sessions.store')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: staff.nickname, password }),
  })
  if (login.status !== 200) throw new Error(`the login answered ${login.status}:\n${context()}`)
  const { accessId, accessToken } = (await login.json()) as Record<string, string>
  return { 'Access-Id': accessId, 'Access-Token': accessToken }
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A child process in the app's folder, its stdout and stderr kept together. */
export function spawnProcess(command: string, args: string[], processEnv: ProcessEnv) {
  const child = spawn(command, args, {
    cwd: fileURLToPath(app.appRoot),
    env: processEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited, output: () => output }
}

/** Node with `args`, as the app's own commands run. */
export function run(args: string[], processEnv: ProcessEnv) {
  return spawnProcess(process.execPath, args, processEnv)
}

export function startServer(processEnv: ProcessEnv) {
  return run(['--import=@poppinss/ts-exec', 'bin/server.ts'], processEnv)
}

/**
 * Builds the client and SSR bundles unless a build is there (the browser suite leaves one):
 * a production process renders pages from them. Minutes on a busy machine, once.
 */
export async function ensureBuiltAssets() {
  const manifest = app.makePath('public/assets/server/.vite/manifest.json')
  if (
    await access(manifest).then(
      () => true,
      () => false
    )
  )
    return
  const build = spawnProcess(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--app', '--logLevel', 'error'],
    { ...process.env, NODE_ENV: 'production' } as ProcessEnv
  )
  if ((await build.exited) !== 0) throw new Error(`the build failed:\n${build.output()}`)
}

/** Resolves with the value, or null when the promise is still pending after `ms`. */
export function within<T>(promise: Promise<T>, ms: number) {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(resolve, ms, null))])
}

/** The first answer of /health, or null when the server never listened within `ms`. */
export async function waitForHealth(port: number, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    try {
      return await fetch(`http://127.0.0.1:${port}/health`)
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

/** Runs the migrations for a spawned server (from scratch on MariaDB); the exit code. */
export async function migrate(processEnv: ProcessEnv, ms = 30_000) {
  await processDatabase(processEnv)
  const command = processEnv.DB_CONNECTION === 'mysql' ? 'migration:fresh' : 'migration:run'
  const migration = run(['ace.js', command, '--force'], processEnv)
  return { code: await within(migration.exited, ms), output: migration.output() }
}

/** Migrates, starts the server and waits until /health answers; throws with its output otherwise. */
export async function startMigratedServer(
  processEnv: ProcessEnv,
  { migrationMs = 30_000, startMs = 15_000 } = {}
) {
  const migration = await migrate(processEnv, migrationMs)
  if (migration.code !== 0) throw new Error(`migrations failed:\n${migration.output}`)
  const server = startServer(processEnv)
  if (!(await waitForHealth(Number(processEnv.PORT), startMs))) {
    server.child.kill('SIGKILL')
    throw new Error(`the server never answered:\n${server.output()}`)
  }
  return server
}

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/** A valid production environment; ENV_PATH points at an empty folder so no .env file is read. */
function productionEnv(folder: string, port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    ENV_PATH: folder,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_KEY: 'process-test-key-0123456789abcdef',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
    SESSION_DRIVER: 'cookie',
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: join(folder, 'db.sqlite3'),
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: fileURLToPath(app.appRoot),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited, output: () => output }
}

function startServer(env: Record<string, string>) {
  return run(['--import=@poppinss/ts-exec', 'bin/server.ts'], env)
}

/** Resolves with the exit code, or null when the process is still running after `ms`. */
function within<T>(promise: Promise<T>, ms: number) {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(resolve, ms, null))])
}

/** The first answer of /health, or null when the server never listened within `ms`. */
async function waitForHealth(port: number, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    try {
      return await fetch(`http://127.0.0.1:${port}/health`)
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

test.group('Server process', (group) => {
  let folder: string
  const children: ChildProcess[] = []

  group.each.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'technomagic-process-'))
    return async () => {
      for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('stops with one line naming {variable} when it is {problem}')
    .with([
      { variable: 'APP_KEY', problem: 'missing', change: { APP_KEY: undefined } },
      { variable: 'PORT', problem: 'not a number', change: { PORT: 'abc' } },
      { variable: 'NODE_ENV', problem: 'unknown', change: { NODE_ENV: 'staging' } },
      { variable: 'APP_URL', problem: 'not a URL', change: { APP_URL: 'not a url' } },
      { variable: 'DB_CONNECTION', problem: 'unsupported', change: { DB_CONNECTION: 'pg' } },
    ])
    .timeout(20_000)
    .run(async ({ assert }, row) => {
      const env: Record<string, string | undefined> = { ...productionEnv(folder, 1), ...row.change }
      const server = startServer(
        Object.fromEntries(
          Object.entries(env).filter(([, value]) => value !== undefined)
        ) as Record<string, string>
      )
      children.push(server.child)

      const code = await within(server.exited, 15_000)

      assert.isNotNull(code, 'the process should stop on its own')
      assert.notEqual(code, 0)
      const lines = server.output().split('\n').filter(Boolean)
      const errors = lines.filter((line) => line.startsWith('Environment error:'))
      assert.lengthOf(errors, 1, server.output())
      assert.include(errors[0], `"${row.variable}"`)
      assert.notMatch(server.output(), /\n\s+at /, 'no stack trace')
    })

  test('finishes with exit code 0 on SIGTERM', async ({ assert }) => {
    const port = await freePort()
    const env = productionEnv(folder, port)
    const migration = run(['ace.js', 'migration:run', '--force'], env)
    children.push(migration.child)
    assert.strictEqual(await within(migration.exited, 20_000), 0, migration.output())
    const server = startServer(env)
    children.push(server.child)

    const health = await waitForHealth(port, 15_000)
    assert.isNotNull(health, `the server never answered:\n${server.output()}`)
    assert.equal(health!.status, 200)
    assert.deepInclude(await health!.json(), { healthy: true, database: 'ok' })

    server.child.kill('SIGTERM')
    const code = await within(server.exited, 5_000)

    assert.strictEqual(code, 0, server.output())
  }).timeout(45_000)

  test('reports 503 on /health when the database is unreachable', async ({ assert }) => {
    const port = await freePort()
    const closedPort = await freePort()
    const server = startServer({
      ...productionEnv(folder, port),
      LOG_LEVEL: 'silent',
      DB_CONNECTION: 'mysql',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(closedPort),
    })
    children.push(server.child)

    const health = await waitForHealth(port, 15_000)

    assert.isNotNull(health, `the server never answered:\n${server.output()}`)
    assert.equal(health!.status, 503)
    assert.deepInclude(await health!.json(), { healthy: false, database: 'unreachable' })
    server.child.kill('SIGTERM')
    assert.strictEqual(await within(server.exited, 5_000), 0, server.output())
  }).timeout(30_000)
})

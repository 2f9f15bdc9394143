import { Agent, request } from 'node:http'
import { test } from '@japa/runner'
import {
  freePort,
  migrate,
  processSandbox,
  productionEnv,
  startMigratedServer,
  startServer,
  waitForHealth,
  within,
} from '#tests/support/server_process'
import { pathFor } from '#tests/support/urls'

type Answer = { status: number; connection: string | undefined } | { error: string }

/** GET /health through the agent, so its socket stays open and idle afterwards. */
function fetchThrough(agent: Agent, port: number) {
  return new Promise<Answer>((resolve) => {
    request({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
      response.resume()
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection })
      )
    })
      .once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? '' }))
      .end()
  })
}

/**
 * A POST whose body arrives in two halves: the server has accepted the
 * request once the first half is sent, and can only answer after `finish`.
 */
function slowRequest(port: number, agent: Agent) {
  const body = JSON.stringify({ field: 'login', value: 'Steve_1' })
  const half = Math.floor(body.length / 2)
  let sent!: () => void
  const started = new Promise<void>((resolve) => (sent = resolve))
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: pathFor('api.accounts.field_checks.store'),
    agent,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  })
  const answered = new Promise<Answer>((resolve) => {
    outgoing.once('response', (response) => {
      response.resume()
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection })
      )
    })
    outgoing.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message })
    )
  })
  outgoing.flushHeaders()
  outgoing.write(body.slice(0, half), () => sent())
  return { started, answered, finish: () => outgoing.end(body.slice(half)) }
}

/*
| A SIGTERM lets jobs already running finish within SHUTDOWN_GRACE_PERIOD
| (10 s by default; docs/decisions.md "Background work"): a scheduled job
| that started with the server may legitimately hold the exit that long.
| The SIGTERM tests shorten it to 3 s, which the requests they hold need.
*/
const EXIT_WITHIN_MS = 15_000

test.group('Server process', (group) => {
  const sandbox = processSandbox(group)

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
      const env: Record<string, string | undefined> = {
        ...productionEnv(sandbox.folder, 1),
        ...row.change,
      }
      const server = startServer(
        Object.fromEntries(
          Object.entries(env).filter(([, value]) => value !== undefined)
        ) as Record<string, string>
      )
      sandbox.children.push(server.child)

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
    const env = { ...productionEnv(sandbox.folder, port), SHUTDOWN_GRACE_PERIOD: '3' }
    const migration = await migrate(env)
    assert.strictEqual(migration.code, 0, migration.output)
    const server = startServer(env)
    sandbox.children.push(server.child)

    const health = await waitForHealth(port, 15_000)
    assert.isNotNull(health, `the server never answered:\n${server.output()}`)
    assert.equal(health!.status, 200)
    assert.deepInclude(await health!.json(), { healthy: true, database: 'ok' })

    server.child.kill('SIGTERM')
    const code = await within(server.exited, EXIT_WITHIN_MS)

    assert.strictEqual(code, 0, server.output())
  }).timeout(45_000)

  test('on SIGTERM finishes the 24 requests in flight, closes idle keep-alive sockets, exits 0', async ({
    assert,
  }) => {
    const port = await freePort()
    const server = await startMigratedServer({
      ...productionEnv(sandbox.folder, port),
      SHUTDOWN_GRACE_PERIOD: '3',
    })
    sandbox.children.push(server.child)

    const agent = new Agent({ keepAlive: true, maxSockets: 64 })
    // Idle keep-alive sockets: open ones that must not hold the exit back.
    const idle = await Promise.all(Array.from({ length: 8 }, () => fetchThrough(agent, port)))
    assert.isTrue(idle.every((answer) => 'status' in answer && answer.status === 200))
    const slow = Array.from({ length: 24 }, () => slowRequest(port, agent))
    await Promise.all(slow.map((call) => call.started))
    await new Promise((resolve) => setTimeout(resolve, 300))

    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const call of slow) call.finish()
    const answers = await Promise.all(slow.map((call) => call.answered))
    const code = await within(server.exited, EXIT_WITHIN_MS)
    agent.destroy()

    assert.deepEqual(
      answers.filter((answer) => 'error' in answer),
      [],
      'no request in flight may be reset'
    )
    for (const answer of answers) {
      assert.deepEqual(answer, { status: 200, connection: 'close' }, server.output())
    }
    assert.strictEqual(code, 0, server.output())
  }).timeout(45_000)

  test('on SIGTERM serves requests sent on kept-alive sockets with Connection: close', async ({
    assert,
  }) => {
    const port = await freePort()
    const server = await startMigratedServer({
      ...productionEnv(sandbox.folder, port),
      SHUTDOWN_GRACE_PERIOD: '3',
    })
    sandbox.children.push(server.child)
    const agent = new Agent({ keepAlive: true, maxSockets: 64 })
    const idle = await Promise.all(Array.from({ length: 6 }, () => fetchThrough(agent, port)))
    assert.isTrue(idle.every((answer) => 'status' in answer && answer.status === 200))

    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 200))
    // POSTs too: a proxy that sent one on its kept-alive socket does not resend it.
    const late = await Promise.all(
      Array.from({ length: 6 }, (_, index) => {
        if (index % 2 === 0) return fetchThrough(agent, port)
        const call = slowRequest(port, agent)
        call.finish()
        return call.answered
      })
    )
    const code = await within(server.exited, EXIT_WITHIN_MS)
    agent.destroy()

    for (const answer of late) {
      assert.deepEqual(answer, { status: 200, connection: 'close' }, server.output())
    }
    assert.strictEqual(code, 0, server.output())
  }).timeout(45_000)

  test('on SIGTERM refuses new connections at once while a request finishes', async ({
    assert,
  }) => {
    const port = await freePort()
    const server = await startMigratedServer({
      ...productionEnv(sandbox.folder, port),
      SHUTDOWN_GRACE_PERIOD: '3',
    })
    sandbox.children.push(server.child)
    const agent = new Agent({ keepAlive: true })
    const held = slowRequest(port, agent)
    await held.started
    await new Promise((resolve) => setTimeout(resolve, 300))

    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    // A new connection is refused, so a proxy sends the request to another instance.
    const fresh = await fetchThrough(new Agent({ keepAlive: false }), port)
    held.finish()
    const answer = await held.answered
    const code = await within(server.exited, EXIT_WITHIN_MS)
    agent.destroy()

    assert.deepEqual(fresh, { error: 'ECONNREFUSED' }, server.output())
    assert.deepEqual(answer, { status: 200, connection: 'close' }, server.output())
    assert.strictEqual(code, 0, server.output())
  }).timeout(45_000)

  test('on SIGTERM cuts a request still unfinished after SHUTDOWN_GRACE_PERIOD', async ({
    assert,
  }) => {
    const port = await freePort()
    const server = await startMigratedServer({
      ...productionEnv(sandbox.folder, port),
      SHUTDOWN_GRACE_PERIOD: '1',
    })
    sandbox.children.push(server.child)
    const agent = new Agent({ keepAlive: true })
    const stuck = slowRequest(port, agent)
    await stuck.started
    await new Promise((resolve) => setTimeout(resolve, 300))

    const stoppedAt = Date.now()
    server.child.kill('SIGTERM')
    const code = await within(server.exited, 5_000)
    agent.destroy()

    assert.strictEqual(code, 0, server.output())
    assert.isAtLeast(Date.now() - stoppedAt, 900, 'the request got its grace period')
    assert.property(await stuck.answered, 'error')
  }).timeout(45_000)

  test('reports 503 on /health when the database is unreachable', async ({ assert }) => {
    const port = await freePort()
    const closedPort = await freePort()
    const server = startServer({
      ...productionEnv(sandbox.folder, port),
      LOG_LEVEL: 'silent',
      DB_CONNECTION: 'mysql',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(closedPort),
    })
    sandbox.children.push(server.child)

    const health = await waitForHealth(port, 15_000)

    assert.isNotNull(health, `the server never answered:\n${server.output()}`)
    assert.equal(health!.status, 503)
    assert.deepInclude(await health!.json(), { healthy: false, database: 'unreachable' })
    server.child.kill('SIGTERM')
    assert.strictEqual(await within(server.exited, EXIT_WITHIN_MS), 0, server.output())
  }).timeout(45_000)
})

import { randomUUID } from 'node:crypto'
import { createConnection } from 'node:net'
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import env from '#start/env'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { DocumentFactory } from '#database/factories/document_factory'
import {
  freePort,
  processConnection,
  processSandbox,
  productionEnv,
  startMigratedServer,
  startServer,
  waitForHealth,
} from '#tests/support/server_process'
import { pathFor } from '#tests/support/urls'
import { REDIS_HOST, REDIS_PORT, redisAnswers } from '#tests/support/redis'

const PASSWORD = 'correct horse battery'

/** A raw subscription to a Redis channel: what was published on it since. */
async function listen(channel: string) {
  const socket = createConnection({ host: REDIS_HOST, port: REDIS_PORT })
  // A failed assertion must not leave the run waiting on this socket.
  socket.unref()
  let text = ''
  socket.on('data', (chunk) => (text += chunk.toString()))
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  socket.write(`SUBSCRIBE ${channel}\r\n`)
  await until(async () => text.includes('subscribe'), 2000)
  return {
    text: () => text,
    heard: async (needle: string, ms: number) =>
      Boolean(await until(async () => text.includes(needle), ms)),
    close: () => socket.destroy(),
  }
}

/** What `probe` gives once it gives something, or null after `ms`. */
async function until<T>(probe: () => Promise<T | null | false>, ms: number): Promise<T | null> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) return null
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

type Run = { job: string; instance: string; started_at: Date | string }

test.group('Two instances on MariaDB and Redis', (group) => {
  const sandbox = processSandbox(group)

  test('share sessions, limits, cache invalidations, schedules and the poller', async ({
    assert,
  }) => {
    const [portA, portB] = [await freePort(), await freePort()]
    const shared = {
      CACHE_STORE: 'redis',
      LOCK_STORE: 'redis',
      LIMITER_STORE: 'redis',
      QUEUE_DRIVER: 'redis',
      REDIS_HOST,
      REDIS_PORT: String(REDIS_PORT),
      // A prefix of its own: runs and other worktrees share the Redis server.
      REDIS_KEY_PREFIX: `tm-instances-${randomUUID().slice(0, 8)}:`,
      STORE_EXPIRY_INTERVAL: '2s',
      MONITORING_INTERVAL: '1',
      MONITORING_LOCK_TTL: '3',
      MONITORING_TIMEOUT: '500',
    }
    const envA = { ...productionEnv(sandbox.folder, portA), ...shared }
    const envB = { ...productionEnv(sandbox.folder, portB), ...shared }
    // Every migration from scratch on MariaDB, then two starts: slow on a busy machine.
    const a = await startMigratedServer(envA, { migrationMs: 90_000, startMs: 45_000 })
    // A runs the schedules from here on, while B is still starting.
    const started = DateTime.utc()
    sandbox.children.push(a.child)
    const b = startServer(envB)
    sandbox.children.push(b.child)
    assert.isNotNull(await waitForHealth(portB, 45_000), b.output())
    const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`
    const output = () => `A:\n${a.output()}\nB:\n${b.output()}`

    const connection = processConnection(envA, 'instances')
    try {
      const staff = await UserFactory.merge({ password: await hash.make(PASSWORD) })
        .connection('instances')
        .create()
      const staffGroup = await withPermissions(['web.ops.view', 'web.documents.edit'])
        .connection('instances')
        .create()
      await connection
        .table('staff_group_users')
        .insert({ user_id: staff.id, staff_group_id: staffGroup.id })

      // A session opened on A works on B.
      const login = await fetch(url(portA, pathFor('api.accounts.sessions.store')), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: staff.nickname, password: PASSWORD }),
      })
      assert.equal(login.status, 200, output())
      const { accessId, accessToken } = (await login.json()) as Record<string, string>
      const session = { 'Access-Id': accessId, 'Access-Token': accessToken }
      const state = await fetch(url(portB, pathFor('api.accounts.sessions.show')), {
        headers: session,
      })
      assert.equal(state.status, 200, output())

      // One limit across both: registration allows five per address per ten minutes.
      const statuses: number[] = []
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await fetch(
          url(attempt % 2 ? portB : portA, pathFor('api.accounts.registrations.store')),
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.77' },
            body: '{}',
          }
        )
        statuses.push(response.status)
      }
      assert.notInclude(statuses.slice(0, 5), 429, String(statuses))
      assert.equal(statuses[5], 429, String(statuses))

      // A news edit on A is read on B at once, and A tells every instance to drop its pages.
      const bus = await listen(`${shared.REDIS_KEY_PREFIX}invalidations`)
      const news = await DocumentFactory.connection('instances').create()
      const document = url(
        portB,
        pathFor('api.content.documents.show', {}, { target: 'news', id: news.slug })
      )
      const read = async () => {
        const response = await fetch(document)
        return response.text()
      }
      assert.include(await read(), news.titleRu!)
      const edit = await fetch(url(portA, pathFor('api.content.documents.update')), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
          ...session,
        },
        body: JSON.stringify({ id: news.id, titleRu: 'Правка на другом экземпляре' }),
      })
      assert.equal(edit.status, 200, output())
      assert.include(await read(), 'Правка на другом экземпляре')
      assert.isTrue(await bus.heard('"topic":"pages"', 2000), bus.text())
      bus.close()

      // The poller's lock holder dies: the other instance polls within the lock's expiry.
      const latestPoller = async () => {
        const runs = (await connection
          .from('job_runs')
          .where('job', 'MonitoringPoller')
          .orderBy('id', 'desc')
          .limit(1)) as Run[]
        return runs[0]?.instance ?? null
      }
      const holder = await until(latestPoller, 15_000)
      assert.isString(holder, output())
      const [victim, survivor] = holder!.endsWith(`:${a.child.pid}`) ? [a, b] : [b, a]
      victim.child.kill('SIGKILL')
      await victim.exited
      const killedAt = Date.now()
      const takenOver = await until(async () => {
        const instance = await latestPoller()
        return instance?.endsWith(`:${survivor.child.pid}`) ? Date.now() : null
      }, 15_000)
      assert.isNumber(takenOver, output())
      // MONITORING_LOCK_TTL is raised to the interval plus two ping timeouts: 3 s here.
      assert.isBelow(takenOver! - killedAt, 3000 + 2000, output())

      // The role-expiry schedule (every 2 s) ran once per period across both instances since A
      // started; an idle worker looks for due schedules once a second.
      const readRuns = async () =>
        (await connection
          .from('job_runs')
          .where('job', 'ExpireStoreRolesJob')
          .orderBy('started_at', 'asc')) as Run[]
      const runs =
        (await until(async () => {
          const rows = await readRuns()
          return rows.length >= 3 ? rows : null
        }, 15_000)) ?? (await readRuns())
      const times = runs.map((run) => new Date(run.started_at).getTime())
      const elapsed = Date.now() - started.toMillis()
      assert.isAtLeast(runs.length, 3, output())
      assert.isAtMost(runs.length, Math.ceil(elapsed / 2000) + 1, output())
      for (let index = 1; index < times.length; index++) {
        assert.isAtLeast(times[index] - times[index - 1], 1000, `runs too close: ${times}`)
      }
    } finally {
      await db.manager.close('instances')
    }
  })
    .timeout(180_000)
    .skip(
      async () => env.get('DB_CONNECTION') !== 'mysql' || !(await redisAnswers()),
      'needs the MariaDB run (DB_CONNECTION=mysql) and a Redis server at REDIS_HOST:REDIS_PORT'
    )
})

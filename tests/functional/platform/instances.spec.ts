import { randomUUID } from 'node:crypto'
import { createConnection } from 'node:net'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import env from '#start/env'
import { DocumentFactory } from '#database/factories/document_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { SCHEDULED_JOB_NAMES } from '#jobs/schedules'
import {
  ensureBuiltAssets,
  freePort,
  processConnection,
  processSandbox,
  processStaffSession,
  productionEnv,
  startMigratedServer,
  startServer,
  waitForHealth,
} from '#tests/support/server_process'
import { pagePath, pathFor } from '#tests/support/urls'
import { REDIS_HOST, REDIS_PORT, redisAnswers } from '#tests/support/redis'
import { RedisProxy } from '#tests/support/redis_proxy'

/** CACHE_LOCAL_TTL of both instances, short so the bus-down bound is waited out quickly. */
const LOCAL_TTL_S = 4

/** docs/decisions.md "One cache, many instances": with the bus down, twice CACHE_LOCAL_TTL plus 1 s. */
const BUS_DOWN_BOUND_MS = (2 * LOCAL_TTL_S + 1) * 1000

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
    // B reaches Redis through a proxy that can cut its subscriptions: the bus, and only the bus.
    const proxy = await RedisProxy.start(REDIS_HOST, REDIS_PORT)
    const shared = {
      CACHE_STORE: 'redis',
      LOCK_STORE: 'redis',
      LIMITER_STORE: 'redis',
      QUEUE_DRIVER: 'redis',
      REDIS_HOST,
      REDIS_PORT: String(REDIS_PORT),
      // A prefix of its own: runs and other worktrees share the Redis server.
      REDIS_KEY_PREFIX: `tm-instances-${randomUUID().slice(0, 8)}:`,
      SCHEDULE_EVERY: '2s',
      MONITORING_INTERVAL: '1',
      MONITORING_LOCK_TTL: '3',
      MONITORING_TIMEOUT: '500',
      CACHE_LOCAL_TTL: String(LOCAL_TTL_S),
    }
    // B's guest pages show what it caches: they are rendered from the production build.
    await ensureBuiltAssets()
    const envA = { ...productionEnv(sandbox.folder, portA), ...shared }
    const envB = {
      ...productionEnv(sandbox.folder, portB),
      ...shared,
      REDIS_PORT: String(proxy.port),
    }
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
      // A session opened on A works on B.
      const session = await processStaffSession(
        'instances',
        url(portA, ''),
        ['web.ops.view', 'web.documents.edit', 'web.store.edit'],
        output
      )
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

      // A news edit on A is read on B at once, and A tells every instance to drop its pages:
      // B's cached guest page of the post shows the edit at once too.
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
      const newsPage = url(portB, pagePath('ru', 'content.news.show', { slug: news.slug }))
      const readPage = async (page: string) => {
        const response = await fetch(page)
        assert.equal(response.status, 200, output())
        return response.text()
      }
      assert.include(await read(), news.titleRu!)
      assert.include(await readPage(newsPage), news.titleRu!)
      const editNews = (titleRu: string) =>
        fetch(url(portA, pathFor('api.content.documents.update')), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': randomUUID(),
            ...session,
          },
          body: JSON.stringify({ id: news.id, titleRu }),
        })
      const edit = await editNews('Правка на другом экземпляре')
      assert.equal(edit.status, 200, output())
      assert.include(await read(), 'Правка на другом экземпляре')
      assert.include(await readPage(newsPage), 'Правка на другом экземпляре')
      assert.isTrue(await bus.heard('"topic":"pages"', 2000), bus.text())
      bus.close()

      // A price change on A is on B's cached store page at once.
      const role = await StoreRoleFactory.connection('instances')
        .with('server', 1, (server) => server.merge({ enabled: true }))
        .create()
      const storePage = url(portB, pagePath('ru', 'economy.store.show'))
      const setPrice = async (priceMonth: string) => {
        const response = await fetch(
          url(portA, pagePath('en', 'economy.staff_store_roles.update', { id: role.id })),
          {
            method: 'PUT',
            redirect: 'manual',
            // A form of the site's own pages passes the CSRF check on the browser's word.
            headers: {
              'Content-Type': 'application/json',
              'Sec-Fetch-Site': 'same-origin',
              ...session,
            },
            body: JSON.stringify({
              nameRu: role.nameRu,
              nameEn: role.nameEn,
              descriptionRu: role.descriptionRu,
              descriptionEn: role.descriptionEn,
              color: role.color,
              rank: String(role.rank),
              discountPercent: '0',
              priceMonth,
              priceQuarter: '250',
              priceForever: '1000',
              grantCommand: role.grantCommand,
              revokeCommand: role.revokeCommand,
              enabled: true,
              features: [],
            }),
          }
        )
        assert.equal(response.status, 302, `${await response.text()}\n${output()}`)
      }
      assert.include(await readPage(storePage), '10000', output())
      await setPrice('123.45')
      // The announcement reaches B within a second (without the bus it takes CACHE_LOCAL_TTL).
      const repriced = await until(
        () => readPage(storePage).then((page) => page.includes('12345')),
        1000
      )
      assert.isTrue(Boolean(repriced), output())

      // The bus is cut on B (it hears nothing, and cannot tell). B's copies were all made just
      // now, after the last announcement: B serves the old price and title until its copies
      // expire, and the new ones within the documented bound.
      assert.include(await readPage(newsPage), 'Правка на другом экземпляре')
      proxy.cutSubscribers()
      const changed = Date.now()
      await setPrice('234.56')
      const unheard = await editNews('Вторая правка без шины')
      assert.equal(unheard.status, 200, output())
      assert.include(await readPage(storePage), '12345', 'B heard the price change: the bus is up')
      assert.include(await readPage(newsPage), 'Правка на другом экземпляре')
      const seen = async (page: string, text: string) => {
        const shown = await until(async () => {
          const asked = Date.now()
          const html = await readPage(page)
          return html.includes(text) ? asked : null
        }, BUS_DOWN_BOUND_MS + 5000)
        return shown === null ? null : shown - changed
      }
      const [priceAfter, newsAfter] = await Promise.all([
        seen(storePage, '23456'),
        seen(newsPage, 'Вторая правка без шины'),
      ])
      assert.isNumber(priceAfter, output())
      assert.isNumber(newsAfter, output())
      assert.isAtMost(priceAfter!, BUS_DOWN_BOUND_MS, 'the price, with the bus down')
      assert.isAtMost(newsAfter!, BUS_DOWN_BOUND_MS, 'the news edit, with the bus down')

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

      // Every scheduled job (each every 2 s here) ran once per period across both instances since
      // A started; an idle worker looks for due schedules once a second.
      const readRuns = async () =>
        (await connection
          .from('job_runs')
          .whereIn('job', [...SCHEDULED_JOB_NAMES])
          .orderBy('started_at', 'asc')) as Run[]
      const runsOf = (rows: Run[], job: string) => rows.filter((run) => run.job === job)
      const runs =
        (await until(async () => {
          const rows = await readRuns()
          return [...SCHEDULED_JOB_NAMES].every((job) => runsOf(rows, job).length >= 3)
            ? rows
            : null
        }, 20_000)) ?? (await readRuns())
      const elapsed = Date.now() - started.toMillis()
      for (const job of SCHEDULED_JOB_NAMES) {
        const times = runsOf(runs, job).map((run) => new Date(run.started_at).getTime())
        assert.isAtLeast(times.length, 3, `${job}\n${output()}`)
        assert.isAtMost(times.length, Math.ceil(elapsed / 2000) + 1, `${job}\n${output()}`)
        for (let index = 1; index < times.length; index++) {
          assert.isAtLeast(times[index] - times[index - 1], 1000, `${job} ran too close: ${times}`)
        }
      }
    } finally {
      await db.manager.close('instances')
      await proxy.close()
    }
  })
    // Three minutes of work, plus a build when no earlier suite left one.
    .timeout(480_000)
    .skip(
      async () => env.get('DB_CONNECTION') !== 'mysql' || !(await redisAnswers()),
      'needs the MariaDB run (DB_CONNECTION=mysql) and a Redis server at REDIS_HOST:REDIS_PORT'
    )
})

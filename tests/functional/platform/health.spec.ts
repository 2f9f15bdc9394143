import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'
import env from '#start/env'
import { redisAnswers } from '#tests/support/redis'

const redisUp = await redisAnswers()

test.group('Health', () => {
  test('reports a healthy process when the database answers', async ({ client, assert }) => {
    const response = await client.get('/health')

    response.assertStatus(200)
    response.assertBodyContains({ healthy: true, database: 'ok' })
    assert.isNumber(response.body().databaseMs)
    assert.notProperty(response.body(), 'redis', 'no shared store is on Redis here')
  })

  test('also reports Redis when a shared store is on it', async ({ client, assert, cleanup }) => {
    const previous = env.get('LOCK_STORE')
    env.set('LOCK_STORE', 'redis')
    cleanup(() => env.set('LOCK_STORE', previous ?? 'memory'))

    const response = await client.get('/health')

    assert.deepInclude(response.body(), { healthy: true, database: 'ok', redis: 'ok' })
    response.assertStatus(200)
  }).skip(!redisUp, 'needs a Redis server at REDIS_HOST:REDIS_PORT')
})

const sqlite = db.primaryConnectionName === 'sqlite'
const onlySqlite = 'the write lock and query_only are SQLite behaviour'

/**
 * Another process's write lock on the test database (`BEGIN IMMEDIATE`) until released; a
 * process of its own, since SQLite's POSIX locks never conflict inside one process.
 */
async function holdWriteLock() {
  const config = db.manager.get('sqlite')!.config as { connection: { filename: string } }
  const holder = spawn(
    process.execPath,
    [
      '--no-warnings',
      '--input-type=module',
      '-e',
      `import { DatabaseSync } from 'node:sqlite'
      const file = new DatabaseSync(process.argv[1])
      file.exec('BEGIN IMMEDIATE')
      process.stdout.write('locked')
      process.stdin.on('end', () => file.exec('ROLLBACK')).resume()`,
      config.connection.filename,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] }
  )
  await once(holder.stdout, 'data')
  return async () => {
    holder.stdin.end()
    await once(holder, 'exit')
  }
}

/** Makes the app's own SQLite connection refuse writes, as a disk that refuses them does. */
async function refuseWrites(on: boolean) {
  const knex = db.connection().getWriteClient()
  const connection = await knex.client.acquireConnection()
  connection.pragma(`query_only = ${on ? 'ON' : 'OFF'}`)
  await knex.client.releaseConnection(connection)
}

test.group('Health and writes when SQLite cannot write', (group) => {
  group.each.setup(freshDatabase)

  test('another process holding the write lock: reads stay fast, writes and /health say 503', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const headers = sessionHeaders(await openSession(user))
    const release = await holdWriteLock()
    try {
      const started = Date.now()
      const [write, live] = await Promise.all([
        client
          .post(pathFor('api.accounts.privacy.update'))
          .headers(headers)
          .json({ hidden: ['roles'] }),
        client.get('/live'),
      ])
      const liveMs = Date.now() - started
      write.assertStatus(503)
      write.assertHeader('retry-after', '5')
      write.assertBodyContains({ error_code: 1003, details: { type: 'database_busy' } })
      live.assertStatus(200)
      assert.isBelow(liveMs, 2000)

      const read = await client.get(pathFor('api.accounts.privacy.show')).headers(headers)
      read.assertStatus(200)
      const health = await client.get('/health')
      health.assertStatus(503)
      health.assertBodyContains({ healthy: false, database: 'not_writable' })
    } finally {
      await release()
    }
    const after = await client.get('/health')
    after.assertStatus(200)
  }).skip(!sqlite, onlySqlite)

  test('a database that refuses writes: /health and a write say 503, not 200 and 500', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const headers = sessionHeaders(await openSession(user))
    await refuseWrites(true)
    try {
      const health = await client.get('/health')
      health.assertStatus(503)
      health.assertBodyContains({ healthy: false, database: 'not_writable' })
      const write = await client
        .post(pathFor('api.accounts.privacy.update'))
        .headers(headers)
        .json({ hidden: ['roles'] })
      write.assertStatus(503)
      write.assertHeader('retry-after', '5')
    } finally {
      await refuseWrites(false)
    }
  }).skip(!sqlite, onlySqlite)
})

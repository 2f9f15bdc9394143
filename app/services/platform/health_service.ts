import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

/** The rows the write probe adds and removes in one transaction; no lock is ever named so. */
const PROBE_PREFIX = 'health:write-probe:'

/** A dependency's answer, or `timeout` when it gave none within a second. */
function withinASecond<T>(probe: Promise<T>) {
  return Promise.race([
    probe,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1000).unref()),
  ])
}

/** Whether any shared store of this process is on Redis (docs/decisions.md "Many instances"). */
function usesRedis() {
  return (
    env.get('CACHE_STORE') === 'redis' ||
    env.get('LOCK_STORE') === 'redis' ||
    env.get('LIMITER_STORE') === 'redis' ||
    env.get('QUEUE_DRIVER') === 'redis'
  )
}

/** Readiness of the process's dependencies. */
export default class HealthService {
  /**
   * Pings the database and, when a shared store is on it, Redis, each within a second. The
   * database must also take writes: a row added and removed in one committed transaction, so a
   * SQLite file locked by another process or a disk that refuses writes reports `not_writable`
   * (issue #23) while reads still work.
   */
  async check() {
    const started = performance.now()
    const [database, redis] = await Promise.all([
      withinASecond(this.probe()),
      usesRedis() ? withinASecond(this.pingRedis()) : null,
    ])
    return {
      healthy: database === 'ok' && (redis === null || redis === 'ok'),
      database,
      databaseMs: Math.round(performance.now() - started),
      ...(redis === null ? {} : { redis }),
    }
  }

  /** Redis, when a shared store is on it: a PING on the connection every store shares. */
  private async pingRedis() {
    try {
      const { default: redis } = await import('@adonisjs/redis/services/main')
      return (await redis.connection('main').ping()) === 'PONG'
        ? ('ok' as const)
        : ('unreachable' as const)
    } catch {
      return 'unreachable' as const
    }
  }

  private async probe() {
    try {
      await db.rawQuery('select 1')
    } catch {
      return 'unreachable' as const
    }
    try {
      // One row per probe: concurrent probes (a load balancer's) never wait on each other.
      const key = `${PROBE_PREFIX}${randomUUID()}`
      await db.transaction(async (trx) => {
        await trx.table('locks').insert({ key, owner: key, expiration: 0 })
        await trx.from('locks').where('key', key).delete()
      })
      return 'ok' as const
    } catch {
      return 'not_writable' as const
    }
  }
}

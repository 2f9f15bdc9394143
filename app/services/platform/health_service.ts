import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/** The rows the write probe adds and removes in one transaction; no lock is ever named so. */
const PROBE_PREFIX = 'health:write-probe:'

/** Readiness of the process's dependencies. */
export default class HealthService {
  /**
   * Pings the database with a one-second limit, then proves it takes writes: a row added and
   * removed in one committed transaction, so a SQLite file locked by another process or a disk
   * that refuses writes reports `not_writable` (issue #23) while reads still work.
   */
  async check() {
    const started = performance.now()
    const database = await Promise.race([
      this.probe(),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1000).unref()),
    ])
    return {
      healthy: database === 'ok',
      database,
      databaseMs: Math.round(performance.now() - started),
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

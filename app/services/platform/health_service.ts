import db from '@adonisjs/lucid/services/db'

/** Readiness of the process's dependencies. */
export default class HealthService {
  /** Pings the database with a one-second limit. */
  async check() {
    const started = performance.now()
    const database = await Promise.race([
      db.rawQuery('select 1').then(
        () => 'ok' as const,
        () => 'unreachable' as const
      ),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1000).unref()),
    ])
    return {
      healthy: database === 'ok',
      database,
      databaseMs: Math.round(performance.now() - started),
    }
  }
}

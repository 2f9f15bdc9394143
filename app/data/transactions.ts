import { retryableConflict } from '#data/database_errors'
import { setTimeout as sleep } from 'node:timers/promises'

const ATTEMPTS = 5

/**
 * Runs a transaction again when it lost a race the database settles (a unique key committed
 * meanwhile, a deadlock): the next attempt reads what the winner wrote.
 */
export async function withConflictRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryableConflict(error)) throw error
    }
  }
}

/**
 * Runs `run` again, `delayMs` apart, while the database stays busy with another process's
 * write: at a first `npm run dev` the demo network back-fills weeks of history while the site
 * declares its schedules, and SQLite's short lock wait (config/database.ts) gives up at once.
 */
export async function whenDatabaseFree<T>(
  run: () => Promise<T>,
  attempts = 40,
  delayMs = 250
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts || !retryableConflict(error)) throw error
      await sleep(delayMs)
    }
  }
}

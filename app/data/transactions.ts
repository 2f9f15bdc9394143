import { retryableConflict } from '#data/database_errors'

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

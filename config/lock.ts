import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/lock'

/**
 * Locks (@adonisjs/lock): rows of `locks` in the main database by default, so
 * the embedded default needs nothing else and every process of one database
 * shares them; LOCK_STORE=redis for Redis, `memory` (tests) per process.
 */
const lockConfig = defineConfig({
  default: env.get('LOCK_STORE', 'database'),
  stores: {
    database: stores.database({ tableName: 'locks' }),
    redis: stores.redis({}),
    memory: stores.memory(),
  },
})

export default lockConfig

declare module '@adonisjs/lock/types' {
  export interface LockStoresList extends InferLockStores<typeof lockConfig> {}
}

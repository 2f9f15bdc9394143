import env from '#start/env'
import { defineConfig, drivers, store } from '@adonisjs/cache'

/**
 * Caches of what every page reads and rarely changes (app state, redirect
 * rules). `memory` (default) keeps them per process; `redis` shares them
 * between instances, each still holding a memory copy in front, and the
 * bus evicts those copies everywhere when one instance deletes an entry.
 * Tests use memory and clear it before every test.
 */
const cacheConfig = defineConfig({
  default: env.get('CACHE_STORE', 'memory'),
  stores: {
    memory: store().useL1Layer(drivers.memory({ maxSize: '16mb' })),
    redis: store()
      .useL1Layer(drivers.memory({ maxSize: '16mb' }))
      .useL2Layer(drivers.redis({ connectionName: 'main' }))
      .useBus(drivers.redisBus({ connectionName: 'main' })),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}

import { configProvider } from '@adonisjs/core'
import env from '#start/env'
import { defineConfig, drivers, store } from '@adonisjs/cache'

type L1Layer = Awaited<ReturnType<ReturnType<typeof drivers.memory>['resolver']>>
type L1Driver = ReturnType<L1Layer['factory']>

/** The memory layers of this process's shared stores (one per store in use). */
const localLayers = new Set<L1Driver>()

/**
 * Drops this process's memory copies of the shared cache. start/cache_bus.ts
 * runs it when another instance announces that it forgot shared state: that
 * announcement may arrive before bentocache's own eviction (another channel),
 * and a page rendered in between would keep the old copy for its lifetime.
 */
export function dropLocalCopies() {
  for (const layer of localLayers) layer.clear()
}

/**
 * `driver` keeping nothing longer than `ms`: the bus evicts this process's
 * copies when another instance deletes an entry, and with the bus down this
 * cap is what bounds how long a stale copy is served.
 */
function bounded(driver: L1Driver, ms: number): L1Driver {
  localLayers.add(driver)
  return new Proxy(driver, {
    get(target, property) {
      if (property === 'set') {
        return (key: string, value: string, ttl?: number) =>
          target.set(key, value, Math.min(ttl ?? ms, ms))
      }
      if (property === 'namespace') {
        // Typed as any driver; a memory driver's namespace is a memory driver.
        return (namespace: string) => bounded(target.namespace(namespace) as L1Driver, ms)
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The memory layer in front of Redis, its copies kept CACHE_LOCAL_TTL at most. */
function boundedMemory(ms: number) {
  const memory = drivers.memory({ maxSize: '16mb' })
  return configProvider.create(async (app) => {
    const layer = await memory.resolver(app)
    return {
      ...layer,
      factory: (config: Parameters<L1Layer['factory']>[0]) => bounded(layer.factory(config), ms),
    }
  })
}

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
      .useL1Layer(boundedMemory(env.get('CACHE_LOCAL_TTL', 30) * 1000))
      .useL2Layer(drivers.redis({ connectionName: 'main' }))
      .useBus(drivers.redisBus({ connectionName: 'main' })),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}

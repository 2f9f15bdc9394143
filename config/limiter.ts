import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Abuse limits (issue #4). The embedded default keeps counters in the main
 * database so they survive restarts; production with several processes sets
 * LIMITER_STORE=redis. Tests use memory and clear it between tests.
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE', 'database'),
  stores: {
    database: stores.database({ tableName: 'rate_limits' }),
    redis: stores.redis({}),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}

import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers, exponentialBackoff } from '@adonisjs/queue'

/**
 * Background work (docs/decisions.md "Background work"): jobs are rows of
 * `queue_jobs` in the main database by default, so the embedded default
 * needs nothing else and a restart or crash loses nothing; QUEUE_DRIVER=redis
 * moves them to Redis (config/redis.ts), `sync` (tests) runs them inline.
 */
export const visibilityTimeout = env.get('QUEUE_VISIBILITY_TIMEOUT', 30)

const queueConfig = defineConfig({
  default: env.get('QUEUE_DRIVER', 'database'),

  adapters: {
    database: drivers.database({ tableName: 'queue_jobs' }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },

  // Every queue a worker serves (`queue:work -q default,mail`); jobs name theirs in `options.queue`.
  queues: {
    default: {},
    mail: {},
    // Outbox commands sent over RCON: retried for about three hours (a server down for an
    // hour loses nothing), then marked failed for staff (docs/decisions.md "Delivery outbox").
    delivery: {
      retry: {
        maxRetries: 40,
        backoff: exponentialBackoff({
          baseDelay: env.get('DELIVERY_RETRY_DELAY', '5s'),
          maxDelay: '5m',
        }),
      },
    },
  },

  // A failed attempt is retried after 10 s, 20 s, 40 s … (at most 10 minutes apart).
  retry: {
    maxRetries: 5,
    backoff: exponentialBackoff({ baseDelay: '10s', maxDelay: '10m' }),
  },

  worker: {
    concurrency: 5,
    idleDelay: '1s',
    // Visibility timeout: a job whose worker stopped renewing it (crash) runs again.
    stalledThreshold: `${visibilityTimeout}s`,
    stalledInterval: `${Math.ceil(visibilityTimeout / 2)}s`,
    maxStalledCount: 3,
  },

  // Absolute, so `build/` finds its compiled jobs whatever the working folder.
  locations: [app.makePath('app/jobs/**/*.{ts,js}')],
})

export default queueConfig

/*
| The invalidation bus between instances (docs/decisions.md "One cache,
| many instances"): when caches are shared (CACHE_STORE=redis), what one
| process drops from its page cache and local memos is dropped in every
| process through a Redis channel. The embedded default has no other
| instance, so nothing is attached.
*/
import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import {
  type InvalidationTopic,
  onInvalidation,
  receiveInvalidation,
  useInvalidationTransport,
} from '#data/invalidation_bus'
import { dropLocalCopies } from '#config/cache'

const TOPICS: InvalidationTopic[] = ['pages', 'memos']

if (env.get('CACHE_STORE') === 'redis') {
  const { default: redis } = await import('@adonisjs/redis/services/main')
  // Pub/sub ignores the key prefix and the db number: the channel carries the prefix.
  const channel = `${env.get('REDIS_KEY_PREFIX', 'tm:')}invalidations`
  const origin = randomUUID()
  const connection = redis.connection('main')

  useInvalidationTransport((topic) => {
    connection
      .publish(channel, JSON.stringify({ origin, topic }))
      .catch((error) =>
        logger.warn({ err: error, topic }, 'an invalidation could not reach the other instances')
      )
  })

  if (app.getEnvironment() === 'web') {
    // Whoever announces a forget has deleted the shared copy first (the services' forget()).
    onInvalidation('memos', dropLocalCopies)
    app.ready(() => {
      connection.subscribe(channel, (message: string) => {
        const { origin: from, topic } = JSON.parse(message) as {
          origin: string
          topic: InvalidationTopic
        }
        if (from !== origin && TOPICS.includes(topic)) receiveInvalidation(topic)
      })
      // Announcements made while this process was cut off are lost: drop everything on reconnect.
      connection.on('subscriber:ready', () => {
        for (const topic of TOPICS) receiveInvalidation(topic)
      })
    })
  }
}

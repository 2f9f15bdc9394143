/*
| Observability (issue #28): a job carries the id of the request that
| dispatched it, and runs inside it, so a purchase's delivery can be
| followed through the logs from the purchase request; job runs and cache
| lookups feed the Prometheus series of #data/metrics.
*/
import { subscribe, tracingChannel } from 'node:diagnostics_channel'
import emitter from '@adonisjs/core/services/emitter'
import { metrics } from '#data/metrics'
import { requestContext } from '#data/request_context'

type StampedJob = { id: string; name: string; requestId?: string }

// Stored with the job (the queue keeps the job's whole JSON), so any instance's worker reads it.
subscribe('tracing:boringqueue.job.dispatch:start', (message) => {
  const requestId = requestContext.getStore()?.request_id
  if (!requestId) return
  for (const job of (message as { jobs: StampedJob[] }).jobs) job.requestId ??= requestId
})

// A scheduled job has no request: its own id stands in.
tracingChannel('boringqueue.job.execute').start.bindStore(requestContext, (message) => {
  const { job } = message as { job: StampedJob }
  return { request_id: job.requestId ?? `job:${job.id}` }
})

subscribe('tracing:boringqueue.job.execute:asyncEnd', (message) => {
  const { job, status, duration } = message as {
    job: StampedJob
    status?: string
    duration?: number
  }
  if (!status) return
  metrics.jobRuns.inc({ job: job.name, status })
  metrics.jobSeconds.observe({ job: job.name }, (duration ?? 0) / 1000)
})

emitter.on('cache:hit', () => metrics.cacheLookups.inc({ cache: 'shared', result: 'hit' }))
emitter.on('cache:miss', () => metrics.cacheLookups.inc({ cache: 'shared', result: 'miss' }))

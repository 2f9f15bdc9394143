import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/**
 * The Prometheus registry of this process (issue #28, `GET /metrics`) and the
 * series written as things happen: requests (request_metrics_middleware),
 * jobs (start/observability.ts) and cache lookups. The gauges of shared state
 * are MetricService's, read when scraped.
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

export const metrics = {
  requests: new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route name, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  }),
  requestSeconds: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route name and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  jobRuns: new Counter({
    name: 'job_runs_total',
    help: 'Runs of queued and scheduled jobs and poller rounds, by job and outcome',
    labelNames: ['job', 'status'] as const,
    registers: [registry],
  }),
  jobSeconds: new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  }),
  cacheLookups: new Counter({
    name: 'cache_lookups_total',
    help: 'Cache lookups by cache (pages, shared) and result (hit, miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  }),
}

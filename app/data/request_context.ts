import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The request a piece of work belongs to: set for each HTTP request
 * (request_context_middleware) and for each job run from the id its
 * dispatching request stamped on it (start/observability.ts), and added to
 * every log line of that work by config/logger.ts.
 */
export const requestContext = new AsyncLocalStorage<{ request_id: string }>()

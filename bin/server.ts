/*
| HTTP server entrypoint: `node ace serve` in development,
| `node build/bin/server.js` in production.
*/
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import env from '#start/env'
import { createIgnitor } from './ignitor.js'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * The Node server, drained on SIGTERM: it stops accepting at once (a proxy
 * sends the next requests elsewhere: a refused connection is safe to retry,
 * a POST too) and serves whatever arrives on the sockets it already has, with
 * `Connection: close`, so each closes after its answer. A request a proxy
 * sent on a kept-alive socket must be answered, not refused (nginx resends a
 * failed GET, never a POST) nor reset: so idle sockets are not closed at
 * SIGTERM but on their keep-alive timeout (Node's 5 s), after the proxy's own
 * idle timeout has closed them (deploy/nginx/technomagic.conf: 4 s). The
 * ignitor waits for the last socket (bin/ignitor.ts); whatever still runs
 * after SHUTDOWN_GRACE_PERIOD seconds is cut so the process always exits.
 */
function drainingServer(handler: Handler) {
  let draining = false
  const inFlight = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    if (draining) response.setHeader('Connection', 'close')
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
    return handler(request, response)
  })
  // server.close() closes idle sockets at once (Node 19+): here they close on their timeout.
  server.closeIdleConnections = () => {}
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()))
  process.once('SIGTERM', () => {
    draining = true
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
    }
    server.close()
    // The ignitor closes it again after the jobs: that call must wait for the last socket
    // (Node would wait for a 'close' event that may have been emitted already).
    server.close = (callback) => {
      void closed.then(() => callback?.())
      return server
    }
    const graceMs = env.get('SHUTDOWN_GRACE_PERIOD', 10) * 1000
    setTimeout(() => server.closeAllConnections(), graceMs).unref()
    // A process still alive well after the grace period is held by something shutdown left
    // open (seen once in bench:restart: only a Redis connection remained): it must still go.
    setTimeout(() => {
      console.error('still running 5 s after SHUTDOWN_GRACE_PERIOD: exiting')
      process.exit(1)
    }, graceMs + 5000).unref()
  })
  return server
}

createIgnitor()
  .httpServer()
  .start(drainingServer)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })

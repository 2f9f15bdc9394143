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
 * The Node server, drained on SIGTERM: the ignitor stops accepting and waits
 * for open connections (bin/ignitor.ts); here idle keep-alive sockets close
 * at once, requests already accepted are answered with `Connection: close`
 * so no client reuses a socket that is going away, and whatever still runs
 * after SHUTDOWN_GRACE_PERIOD seconds is cut so the process always exits.
 */
function drainingServer(handler: Handler) {
  let draining = false
  const inFlight = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
    if (draining) response.setHeader('Connection', 'close')
    return handler(request, response)
  })
  process.once('SIGTERM', () => {
    draining = true
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
    }
    server.closeIdleConnections()
    const graceMs = env.get('SHUTDOWN_GRACE_PERIOD', 10) * 1000
    setTimeout(() => server.closeAllConnections(), graceMs).unref()
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

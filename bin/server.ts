/*
| HTTP server entrypoint: `node ace serve` in development,
| `node build/bin/server.js` in production.
*/
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import env from '#start/env'
import { createIgnitor } from './ignitor.js'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/** How long idle keep-alive sockets stay open after SIGTERM to answer a request already sent. */
const IDLE_LINGER_MS = 1000

/**
 * The Node server, drained on SIGTERM: the ignitor stops accepting and waits
 * for open connections (bin/ignitor.ts). Requests already accepted finish
 * and are answered with `Connection: close`; a request that arrives later on
 * a kept-alive socket gets `503`, `Retry-After` and `Connection: close`
 * without reaching the app (issue #23 item 11: a client that sent it as the
 * socket closed got a reset, even for a POST). Idle sockets linger
 * IDLE_LINGER_MS for such requests, then close; whatever still runs after
 * SHUTDOWN_GRACE_PERIOD seconds is cut so the process always exits.
 */
function drainingServer(handler: Handler) {
  let draining = false
  const inFlight = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    if (draining) {
      response.writeHead(503, { 'Connection': 'close', 'Retry-After': '1', 'Content-Length': 0 })
      return response.end()
    }
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
    return handler(request, response)
  })
  // Only a shutdown closes idle sockets (server.close() does, Node 19+, whichever SIGTERM
  // listener runs first): they linger instead of closing at once.
  const closeIdle = server.closeIdleConnections.bind(server)
  server.closeIdleConnections = () => {
    draining = true
    setTimeout(closeIdle, IDLE_LINGER_MS).unref()
  }
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

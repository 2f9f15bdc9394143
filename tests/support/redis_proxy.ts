import { createConnection, createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/** A RESP command naming a subscription (ioredis sends the names in lower case). */
const SUBSCRIBE = /\r\np?subscribe\r\n/i

/**
 * A TCP proxy in front of Redis for one app process. `cutSubscribers()`
 * silently stops delivering what Redis sends to the connections that
 * subscribed to a channel, keeping them open: the invalidation bus is lost
 * the way a half-dead link loses it, with nothing for the client to notice
 * (a closed connection would reconnect, and a reconnect drops everything).
 * The process's other Redis traffic (the shared cache, locks) flows on.
 */
export class RedisProxy {
  #cut = false
  readonly #sockets = new Set<Socket>()

  private constructor(private server: Server) {}

  static async start(host: string, port: number) {
    const server = createServer()
    const proxy = new RedisProxy(server)
    server.on('connection', (client) => proxy.#pipe(client, host, port))
    // A failed assertion must not leave the run waiting on the proxy.
    server.unref()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return proxy
  }

  get port() {
    return (this.server.address() as AddressInfo).port
  }

  cutSubscribers() {
    this.#cut = true
  }

  async close() {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  #pipe(client: Socket, host: string, port: number) {
    const upstream = createConnection({ host, port })
    let subscriber = false
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => {
        this.#sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.on('data', (chunk: Buffer) => {
      subscriber ||= SUBSCRIBE.test(chunk.toString('latin1'))
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      if (!(subscriber && this.#cut)) client.write(chunk)
    })
  }
}

import { createServer, type Server, type Socket } from 'node:net'

/** A TCP peer on 127.0.0.1 (tests, demo network): listening, its port, and closing with its connections. */
export abstract class LoopbackServer {
  #server: Server | null = null
  #sockets = new Set<Socket>()

  protected abstract serve(socket: Socket): void

  async listen(port = 0, host = '127.0.0.1') {
    const server = createServer((socket) => {
      this.#sockets.add(socket)
      socket.once('close', () => this.#sockets.delete(socket))
      socket.on('error', () => socket.destroy())
      this.serve(socket)
    })
    this.#server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve())
    })
    return this
  }

  get port() {
    const address = this.#server?.address()
    return typeof address === 'object' && address ? address.port : 0
  }

  async close() {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
    this.#server = null
  }
}

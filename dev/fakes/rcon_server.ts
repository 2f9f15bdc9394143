import { type Server as NetServer, type Socket, createServer } from 'node:net'
import { decodePackets, encodePacket } from '#clients/rcon_client'

export type FakeRconOptions = {
  password: string
  /** What a command answers; by default `Ran: <command>`. */
  respond?: (command: string) => string
}

/**
 * A Source RCON server on 127.0.0.1 that records the commands it ran: the
 * peer of the RCON transport in tests and in the demo network. It speaks
 * the protocol as Minecraft does (auth answered with id -1 on a wrong
 * password, one response packet per command).
 */
export default class FakeRconServer {
  readonly commands: string[] = []
  private server: NetServer | null = null
  private sockets = new Set<Socket>()

  constructor(private options: FakeRconOptions) {}

  get port() {
    const address = this.server?.address()
    return typeof address === 'object' && address ? address.port : 0
  }

  /** Listens on `port` (0 picks a free one); resolves with the port. */
  async listen(port = 0) {
    const server = createServer((socket) => this.serve(socket))
    this.server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    return this.port
  }

  /** Stops listening and drops every connection (a server going down). */
  async close() {
    const server = this.server
    this.server = null
    for (const socket of this.sockets) socket.destroy()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private serve(socket: Socket) {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    socket.on('error', () => {})
    let buffer: Buffer = Buffer.alloc(0)
    let authenticated = false
    socket.on('data', (chunk) => {
      let decoded
      try {
        decoded = decodePackets(Buffer.concat([buffer, chunk]))
      } catch {
        return void socket.destroy()
      }
      buffer = decoded.rest
      for (const packet of decoded.packets) {
        if (packet.type === 3) {
          authenticated = packet.body === this.options.password
          socket.write(encodePacket(authenticated ? packet.id : -1, 2, ''))
        } else if (packet.type === 2 && authenticated) {
          this.commands.push(packet.body)
          const reply = this.options.respond?.(packet.body) ?? `Ran: ${packet.body}`
          socket.write(encodePacket(packet.id, 0, reply))
        } else {
          socket.destroy()
        }
      }
    })
  }
}

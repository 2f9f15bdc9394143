/*
| Peers for the server list ping (tests/unit/network, tests/functional/network):
| a real minecraft-protocol server, a pre-1.7 server that only knows the legacy
| ping, and a server that accepts connections and never answers.
*/
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net'
import minecraft, { type Server } from 'minecraft-protocol'

export type Closable = { port: number; close(): Promise<void> }

/** minecraft-protocol's own server (offline mode, no login needed to be pinged). */
export async function minecraftServer(options: {
  version?: string
  maxPlayers?: number
  online?: number
  port?: number
}) {
  const server: Server = minecraft.createServer({
    'host': '127.0.0.1',
    'port': options.port ?? 0,
    'online-mode': false,
    'version': options.version ?? '1.12.2',
    'maxPlayers': options.maxPlayers ?? 20,
    'motd': 'TechnoMagic test',
    'beforePing': (response) => {
      response.players.online = state.online
      return response
    },
  })
  const state = { online: options.online ?? 0 }
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve())
    server.once('error', reject)
  })
  const tcp = (server as unknown as { socketServer: TcpServer }).socketServer
  const address = tcp.address()
  return {
    state,
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        tcp.once('close', () => resolve())
        server.close()
      }),
  }
}

async function tcpServer(onSocket: (socket: Socket) => void): Promise<Closable> {
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.once('close', () => sockets.delete(socket))
    onSocket(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A server that accepts and stays silent: every ping runs into its timeout. */
export function silentServer() {
  return tcpServer(() => {})
}

/**
 * A 1.6 server: closes a modern handshake and answers the legacy 0xFE 0x01
 * ping with `§1\0<protocol>\0<version>\0<motd>\0<online>\0<max>` in UTF-16BE.
 */
export function legacyServer(answer: { version: string; online: number; max: number }) {
  return tcpServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      if (chunk[0] !== 0xfe) return void socket.destroy()
      const text = `§1\u000078\u0000${answer.version}\u0000Old world\u0000${answer.online}\u0000${answer.max}`
      const body = Buffer.from(text, 'utf16le').swap16()
      const header = Buffer.from([0xff, text.length >> 8, text.length & 0xff])
      socket.end(Buffer.concat([header, body]))
    })
  })
}

/** A port nothing listens on (taken, then freed). */
export async function closedPort() {
  const server = await silentServer()
  await server.close()
  return server.port
}

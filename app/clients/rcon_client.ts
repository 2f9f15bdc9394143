import { Socket } from 'node:net'
import {
  decodePackets,
  encodePacket,
  RCON_AUTH,
  RCON_AUTH_RESPONSE,
  RCON_EXEC_COMMAND,
  RCON_RESPONSE_VALUE,
  RconPacketError,
  type RconPacket,
} from '#clients/rcon_packets'

/*
| RCON as Minecraft speaks it (packets: rcon_packets.ts): an auth packet
| answered with our id or -1, then one command answered with the same id.
*/

/** Minecraft refuses bodies over 1446 bytes; larger requests are never sent. */
export const MAX_COMMAND_BYTES = 1446

export type RconTarget = { host: string; port: number; password: string }

/** Why a command did not run: `unreachable`/`timeout` may be retried as is, `auth` needs staff. */
export class RconError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'auth' | 'timeout' | 'protocol',
    message: string
  ) {
    super(message)
  }
}

/**
 * Runs one command on a game server over RCON and answers its output. One
 * connection per command: deliveries are rare and a long-lived connection
 * would have to notice a restarted server. Throws RconError.
 */
export default class RconClient {
  constructor(readonly timeoutMs = 10_000) {}

  async run(target: RconTarget, command: string): Promise<string> {
    if (Buffer.byteLength(command, 'utf8') > MAX_COMMAND_BYTES) {
      throw new RconError('protocol', `the command is longer than ${MAX_COMMAND_BYTES} bytes`)
    }
    const socket = new Socket()
    const replies = this.replies(socket)
    try {
      await this.connect(socket, target)
      socket.write(encodePacket(1, RCON_AUTH, target.password))
      const auth = await replies.next((packet) => packet.type === RCON_AUTH_RESPONSE)
      if (auth.id === -1) throw new RconError('auth', 'RCON authentication failed')
      socket.write(encodePacket(2, RCON_EXEC_COMMAND, command))
      const reply = await replies.next(
        (packet) => packet.id === 2 && packet.type === RCON_RESPONSE_VALUE
      )
      return reply.body
    } finally {
      socket.destroy()
    }
  }

  private connect(socket: Socket, target: RconTarget) {
    return new Promise<void>((resolve, reject) => {
      socket.setTimeout(this.timeoutMs, () =>
        socket.destroy(new RconError('timeout', `no answer within ${this.timeoutMs} ms`))
      )
      socket.once('error', (error) =>
        reject(error instanceof RconError ? error : new RconError('unreachable', error.message))
      )
      socket.connect(target.port, target.host, () => resolve())
    })
  }

  /** The packets the server sends, one awaited at a time. */
  private replies(socket: Socket) {
    let buffer: Buffer = Buffer.alloc(0)
    const received: RconPacket[] = []
    let waiter: (() => void) | null = null
    let failure: Error | null = null
    socket.on('data', (chunk) => {
      try {
        const decoded = decodePackets(Buffer.concat([buffer, chunk]))
        buffer = decoded.rest
        received.push(...decoded.packets)
      } catch (error) {
        failure =
          error instanceof RconPacketError
            ? new RconError('protocol', error.message)
            : (error as Error)
        socket.destroy()
      }
      waiter?.()
    })
    const stop = (error?: Error) => {
      failure ??=
        error instanceof RconError
          ? error
          : new RconError('unreachable', error?.message ?? 'the server closed the connection')
      waiter?.()
    }
    socket.on('error', stop)
    socket.on('close', () => stop())
    return {
      next: async (wanted: (packet: RconPacket) => boolean): Promise<RconPacket> => {
        while (true) {
          const index = received.findIndex(wanted)
          if (index !== -1) return received.splice(index, 1)[0]
          if (failure) throw failure
          await new Promise<void>((resolve) => (waiter = resolve))
          waiter = null
        }
      },
    }
  }
}

import { Socket } from 'node:net'

/*
| Source RCON (https://developer.valvesoftware.com/wiki/Source_RCON_Protocol),
| as Minecraft speaks it: little-endian packets `size, id, type, body\0\0`,
| an auth packet (type 3) answered by type 2 with our id or -1, then one
| command (type 2) answered by type 0 with the same id.
*/

const AUTH = 3
const EXEC_COMMAND = 2
const AUTH_RESPONSE = 2
const RESPONSE_VALUE = 0

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

export function encodePacket(id: number, type: number, body: string) {
  const text = Buffer.from(body, 'utf8')
  const packet = Buffer.alloc(14 + text.length)
  packet.writeInt32LE(10 + text.length, 0)
  packet.writeInt32LE(id, 4)
  packet.writeInt32LE(type, 8)
  text.copy(packet, 12)
  return packet
}

export type RconPacket = { id: number; type: number; body: string }

/** Takes every whole packet off the front of `buffer`; returns them and what is left. */
export function decodePackets(buffer: Buffer): { packets: RconPacket[]; rest: Buffer } {
  const packets: RconPacket[] = []
  let offset = 0
  while (buffer.length - offset >= 4) {
    const size = buffer.readInt32LE(offset)
    if (size < 10 || size > 1_048_576) throw new RconError('protocol', `bad packet size ${size}`)
    if (buffer.length - offset < 4 + size) break
    packets.push({
      id: buffer.readInt32LE(offset + 4),
      type: buffer.readInt32LE(offset + 8),
      body: buffer.toString('utf8', offset + 12, offset + 4 + size - 2),
    })
    offset += 4 + size
  }
  return { packets, rest: buffer.subarray(offset) }
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
      socket.write(encodePacket(1, AUTH, target.password))
      const auth = await replies.next((packet) => packet.type === AUTH_RESPONSE)
      if (auth.id === -1) throw new RconError('auth', 'RCON authentication failed')
      socket.write(encodePacket(2, EXEC_COMMAND, command))
      const reply = await replies.next(
        (packet) => packet.id === 2 && packet.type === RESPONSE_VALUE
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
        failure = error as Error
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

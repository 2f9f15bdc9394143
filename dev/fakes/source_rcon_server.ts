import type { Socket } from 'node:net'
import { LoopbackServer } from '#dev/fakes/loopback_server'

/** Source RCON packet types (https://developer.valvesoftware.com/wiki/Source_RCON_Protocol). */
const SERVERDATA_AUTH = 3
const SERVERDATA_AUTH_RESPONSE = 2
const SERVERDATA_EXECCOMMAND = 2
const SERVERDATA_RESPONSE_VALUE = 0

export function rconPacket(id: number, type: number, body: string) {
  const text = Buffer.from(body, 'utf8')
  const packet = Buffer.alloc(14 + text.length)
  packet.writeInt32LE(10 + text.length, 0)
  packet.writeInt32LE(id, 4)
  packet.writeInt32LE(type, 8)
  text.copy(packet, 12)
  return packet
}

/**
 * A Source RCON endpoint on 127.0.0.1 for the demo network: checks the
 * password, then answers every command with "Executed: <command>" and keeps
 * the commands it ran.
 */
export class SourceRconServer extends LoopbackServer {
  readonly executed: string[] = []

  constructor(private password: string) {
    super()
  }

  protected serve(socket: Socket) {
    let authed = false
    let received: Buffer = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      while (received.length >= 4) {
        const size = received.readInt32LE(0)
        if (size < 10 || size > 4110) return void socket.destroy()
        if (received.length < 4 + size) break
        const id = received.readInt32LE(4)
        const type = received.readInt32LE(8)
        const body = received.subarray(12, 4 + size - 2).toString('utf8')
        received = received.subarray(4 + size)
        if (type === SERVERDATA_AUTH) {
          authed = body === this.password
          socket.write(rconPacket(id, SERVERDATA_RESPONSE_VALUE, ''))
          socket.write(rconPacket(authed ? id : -1, SERVERDATA_AUTH_RESPONSE, ''))
        } else if (type === SERVERDATA_EXECCOMMAND && authed) {
          this.executed.push(body)
          socket.write(rconPacket(id, SERVERDATA_RESPONSE_VALUE, `Executed: ${body}`))
        } else {
          socket.destroy()
        }
      }
    })
  }
}

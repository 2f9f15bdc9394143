import type { Socket } from 'node:net'
import {
  decodePackets,
  encodePacket,
  RCON_AUTH,
  RCON_AUTH_RESPONSE,
  RCON_EXEC_COMMAND,
  RCON_RESPONSE_VALUE,
} from '#clients/rcon_packets'
import { LoopbackServer } from '#dev/fakes/loopback_server'

export type FakeRconOptions = {
  password: string
  /** What a command answers; by default `Ran: <command>`. */
  respond?: (command: string) => string
  /**
   * `minecraft` (default, the demo network's) answers a login with the auth
   * reply alone (id -1 on a wrong password); `source` sends an empty response
   * packet before it, as Source-engine servers do: the product's client
   * takes both.
   */
  dialect?: 'minecraft' | 'source'
}

/**
 * An RCON server on 127.0.0.1 that records the commands it ran: the peer of
 * the RCON transport in tests and in the demo network. One response packet
 * per command; anything before a good login closes the connection.
 */
export default class FakeRconServer extends LoopbackServer {
  readonly commands: string[] = []

  constructor(private options: FakeRconOptions) {
    super()
  }

  protected serve(socket: Socket) {
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
        if (packet.type === RCON_AUTH) {
          authenticated = packet.body === this.options.password
          if (this.options.dialect === 'source') {
            socket.write(encodePacket(packet.id, RCON_RESPONSE_VALUE, ''))
          }
          socket.write(encodePacket(authenticated ? packet.id : -1, RCON_AUTH_RESPONSE, ''))
        } else if (packet.type === RCON_EXEC_COMMAND && authenticated) {
          this.commands.push(packet.body)
          const reply = this.options.respond?.(packet.body) ?? `Ran: ${packet.body}`
          socket.write(encodePacket(packet.id, RCON_RESPONSE_VALUE, reply))
        } else {
          socket.destroy()
        }
      }
    })
  }
}

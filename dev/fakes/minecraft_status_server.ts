import type { Socket } from 'node:net'
import { LoopbackServer } from '#dev/fakes/loopback_server'
import { packet, readPackets, readVarInt, writeString } from '#clients/minecraft_status_client'

/** What a 1.7+ server reports to the legacy ping instead of its own protocol number. */
const LEGACY_PING_PROTOCOL = 127

/** What the server tells a pinger; change the fields while it runs. */
export type MinecraftServerState = {
  online: number
  max: number
  version: string
  protocol: number
  motd: string
}

/**
 * A server list ping endpoint on 127.0.0.1 for the demo network: answers the
 * 1.7+ handshake + status + ping and the legacy 0xFE ping, nothing else (no
 * login). Tests check it against minecraft-protocol's own ping client.
 */
export class MinecraftStatusServer extends LoopbackServer {
  /** Status requests answered so far (modern and legacy). */
  pings = 0

  constructor(readonly state: MinecraftServerState) {
    super()
  }

  #statusJson() {
    const { online, max, version, protocol, motd } = this.state
    return JSON.stringify({
      version: { name: version, protocol },
      players: { online, max, sample: [] },
      description: { text: motd },
    })
  }

  #legacyKick() {
    const { online, max, version, motd } = this.state
    const text = `§1\0${LEGACY_PING_PROTOCOL}\0${version}\0${motd}\0${online}\0${max}`
    const body = Buffer.from(text, 'utf16le').swap16()
    const header = Buffer.alloc(3)
    header[0] = 0xff
    header.writeUInt16BE(text.length, 1)
    return Buffer.concat([header, body])
  }

  protected serve(socket: Socket) {
    let received: Buffer = Buffer.alloc(0)
    let handshaken = false
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      if (!handshaken && received[0] === 0xfe) {
        this.pings++
        socket.end(this.#legacyKick())
        return
      }
      try {
        const { packets, rest } = readPackets(received)
        received = rest
        for (const { id, payload } of packets) {
          if (!handshaken) {
            // Handshake: protocol, address, port, next state 1 (status).
            const protocol = readVarInt(payload, 0)
            const hostLength = protocol && readVarInt(payload, protocol.length)
            const next =
              hostLength && payload[protocol.length + hostLength.length + hostLength.value + 2]
            if (id !== 0x00 || next !== 1) return void socket.destroy()
            handshaken = true
          } else if (id === 0x00) {
            this.pings++
            socket.write(packet(0x00, writeString(this.#statusJson())))
          } else if (id === 0x01) {
            socket.end(packet(0x01, payload))
          }
        }
      } catch {
        socket.destroy()
      }
    })
  }
}

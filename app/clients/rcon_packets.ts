/*
| Source RCON packets (https://developer.valvesoftware.com/wiki/Source_RCON_Protocol)
| as Minecraft speaks them: little-endian `size, id, type, body\0\0`. One codec
| for the client (rcon_client.ts) and the fake server of the tests and the demo.
*/

export const RCON_AUTH = 3
export const RCON_AUTH_RESPONSE = 2
export const RCON_EXEC_COMMAND = 2
export const RCON_RESPONSE_VALUE = 0

export type RconPacket = { id: number; type: number; body: string }

/** A stream whose packet sizes make no sense: the peer does not speak RCON. */
export class RconPacketError extends Error {}

export function encodePacket(id: number, type: number, body: string) {
  const text = Buffer.from(body, 'utf8')
  const packet = Buffer.alloc(14 + text.length)
  packet.writeInt32LE(10 + text.length, 0)
  packet.writeInt32LE(id, 4)
  packet.writeInt32LE(type, 8)
  text.copy(packet, 12)
  return packet
}

/** Takes every whole packet off the front of `buffer`; returns them and what is left. */
export function decodePackets(buffer: Buffer): { packets: RconPacket[]; rest: Buffer } {
  const packets: RconPacket[] = []
  let offset = 0
  while (buffer.length - offset >= 4) {
    const size = buffer.readInt32LE(offset)
    if (size < 10 || size > 1_048_576) throw new RconPacketError(`bad packet size ${size}`)
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

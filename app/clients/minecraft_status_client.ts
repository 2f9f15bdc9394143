import { Socket } from 'node:net'

/**
 * Minecraft Java server list ping (https://minecraft.wiki/w/Java_Edition_protocol/Server_List_Ping):
 * handshake + status request (1.7+), then ping/pong for the latency; a server
 * that does not speak it (before 1.7) is asked again with the legacy 0xFE 0x01
 * ping. Every attempt ends within its timeout.
 */

/** What a server answered to a status ping. */
export type MinecraftStatus = {
  online: number
  max: number
  /** The version name the server reports (`1.12.2`, `Paper 1.20.4`). */
  version: string
  protocol: number | null
  motd: string
  latencyMs: number
  /** Answered only the pre-1.7 legacy ping. */
  legacy: boolean
}

export type MinecraftStatusFailure = 'refused' | 'timeout' | 'protocol'

/** The server could not be asked: connection refused or reset, no answer in time, or an answer out of protocol. */
export class MinecraftStatusError extends Error {
  constructor(
    readonly reason: MinecraftStatusFailure,
    message: string
  ) {
    super(message)
  }
}

/** Protocol number sent in the handshake; status answers whatever the client announces. */
const HANDSHAKE_PROTOCOL = 47
/** A status JSON longer than this is not a server list answer. */
const MAX_PACKET_BYTES = 256 * 1024

export function writeVarInt(value: number) {
  const bytes: number[] = []
  let rest = value >>> 0
  do {
    let byte = rest & 0x7f
    rest >>>= 7
    if (rest !== 0) byte |= 0x80
    bytes.push(byte)
  } while (rest !== 0)
  return Buffer.from(bytes)
}

/** The VarInt at `offset` and its length, or null when the buffer ends inside it. */
export function readVarInt(buffer: Buffer, offset: number) {
  let value = 0
  for (let i = 0; i < 5; i++) {
    if (offset + i >= buffer.length) return null
    const byte = buffer[offset + i]
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return { value, length: i + 1 }
  }
  throw new MinecraftStatusError('protocol', 'VarInt longer than 5 bytes')
}

export function writeString(text: string) {
  const bytes = Buffer.from(text, 'utf8')
  return Buffer.concat([writeVarInt(bytes.length), bytes])
}

/** A packet: VarInt length, then VarInt id and the fields. */
export function packet(id: number, ...fields: Buffer[]) {
  const body = Buffer.concat([writeVarInt(id), ...fields])
  return Buffer.concat([writeVarInt(body.length), body])
}

/** Splits whole packets off the front of `buffer`: [id, payload] each, and what is left. */
export function readPackets(buffer: Buffer) {
  const packets: Array<{ id: number; payload: Buffer }> = []
  let offset = 0
  for (;;) {
    const length = readVarInt(buffer, offset)
    if (!length) break
    if (length.value > MAX_PACKET_BYTES) {
      throw new MinecraftStatusError('protocol', `packet of ${length.value} bytes`)
    }
    const start = offset + length.length
    if (buffer.length < start + length.value) break
    const body = buffer.subarray(start, start + length.value)
    const id = readVarInt(body, 0)
    if (!id) throw new MinecraftStatusError('protocol', 'empty packet')
    packets.push({ id: id.value, payload: body.subarray(id.length) })
    offset = start + length.value
  }
  return { packets, rest: buffer.subarray(offset) }
}

/** Plain text of a status `description`: a string or a chat component tree. */
export function chatText(component: unknown): string {
  if (typeof component === 'string') return component.replace(/§./g, '')
  if (Array.isArray(component)) return component.map(chatText).join('')
  if (component && typeof component === 'object') {
    const { text, extra } = component as { text?: unknown; extra?: unknown }
    return chatText(text ?? '') + (Array.isArray(extra) ? chatText(extra) : '')
  }
  return ''
}

/** Reads the status JSON of a modern server into a MinecraftStatus (latency filled by the caller). */
export function parseStatusJson(json: string): Omit<MinecraftStatus, 'latencyMs'> {
  let body: {
    version?: { name?: unknown; protocol?: unknown }
    players?: { online?: unknown; max?: unknown }
    description?: unknown
  }
  try {
    body = JSON.parse(json)
  } catch {
    throw new MinecraftStatusError('protocol', 'status is not JSON')
  }
  const online = body?.players?.online
  const max = body?.players?.max
  if (!Number.isInteger(online) || !Number.isInteger(max)) {
    throw new MinecraftStatusError('protocol', 'status without players.online / players.max')
  }
  return {
    online: Math.max(0, online as number),
    max: Math.max(0, max as number),
    version: typeof body.version?.name === 'string' ? body.version.name : '',
    protocol: Number.isInteger(body.version?.protocol) ? (body.version!.protocol as number) : null,
    motd: chatText(body.description),
    legacy: false,
  }
}

/**
 * The legacy kick packet (0xFF, UInt16BE length in UTF-16 units, UTF-16BE text):
 * `§1\0protocol\0version\0motd\0online\0max` (1.4+) or `motd§online§max` (beta 1.8).
 * Null while the buffer is still short.
 */
export function parseLegacyKick(buffer: Buffer): Omit<MinecraftStatus, 'latencyMs'> | null {
  if (buffer.length < 3) return null
  if (buffer[0] !== 0xff) throw new MinecraftStatusError('protocol', 'legacy answer is not a kick')
  const units = buffer.readUInt16BE(1)
  if (buffer.length < 3 + units * 2) return null
  const swapped = Buffer.from(buffer.subarray(3, 3 + units * 2))
  swapped.swap16()
  const text = swapped.toString('utf16le')
  const fields = text.startsWith('§1\0') ? text.split('\0').slice(1) : null
  const [protocol, version, motd, online, max] = fields ?? [null, '', ...text.split('§')]
  const parsed = { online: Number(online), max: Number(max) }
  if (!Number.isInteger(parsed.online) || !Number.isInteger(parsed.max)) {
    throw new MinecraftStatusError('protocol', 'legacy answer without online / max')
  }
  return {
    ...parsed,
    version: version ?? '',
    protocol: protocol === null ? null : Number(protocol),
    motd: (motd ?? '').replace(/§./g, ''),
    legacy: true,
  }
}

type Exchange<T> = {
  /** Called with everything received so far; returns the result once complete. */
  onData(received: Buffer, socket: Socket, startedAt: number): T | null
  /** What to send once connected. */
  greeting: Buffer
  /** A result to settle with when the server closes the connection after sending part of it. */
  onClose?(): T | null
}

/** One TCP exchange with a deadline: refused, reset, closed early or late all reject. */
function exchange<T>(host: string, port: number, timeoutMs: number, steps: Exchange<T>) {
  return new Promise<T>((resolve, reject) => {
    const socket = new Socket()
    let received = Buffer.alloc(0)
    let startedAt = 0
    let settled = false
    const finish = (error: MinecraftStatusError | null, value?: T) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve(value as T)
    }
    const timer = setTimeout(
      () => finish(new MinecraftStatusError('timeout', `no answer within ${timeoutMs} ms`)),
      timeoutMs
    )
    socket.setNoDelay(true)
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'ECONNREFUSED' ? 'refused' : 'protocol'
      finish(new MinecraftStatusError(reason, error.message))
    })
    socket.once('close', () => {
      const value = steps.onClose?.() ?? null
      if (value !== null) finish(null, value)
      else finish(new MinecraftStatusError('protocol', 'connection closed before an answer'))
    })
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      try {
        const value = steps.onData(received, socket, startedAt)
        if (value !== null) finish(null, value)
      } catch (error) {
        finish(error as MinecraftStatusError)
      }
    })
    socket.connect(port, host, () => {
      startedAt = performance.now()
      socket.write(steps.greeting)
    })
  })
}

/** Handshake + status request + ping (1.7+). */
function modernStatus(host: string, port: number, timeoutMs: number) {
  let status: Omit<MinecraftStatus, 'latencyMs'> | null = null
  let statusLatency = 0
  let pingSentAt = 0
  return exchange<MinecraftStatus>(host, port, timeoutMs, {
    greeting: Buffer.concat([
      packet(
        0x00,
        writeVarInt(HANDSHAKE_PROTOCOL),
        writeString(host),
        Buffer.from([port >> 8, port & 0xff]),
        writeVarInt(1)
      ),
      packet(0x00),
    ]),
    onData(received, socket, startedAt) {
      if (received[0] === 0xff && status === null) {
        throw new MinecraftStatusError('protocol', 'a legacy server answered the handshake')
      }
      const { packets } = readPackets(received)
      for (const { id, payload } of packets) {
        if (id === 0x00 && status === null) {
          const length = readVarInt(payload, 0)
          if (!length) throw new MinecraftStatusError('protocol', 'status without its JSON')
          const json = payload.subarray(length.length, length.length + length.value)
          status = parseStatusJson(json.toString('utf8'))
          statusLatency = performance.now() - startedAt
          pingSentAt = performance.now()
          const payloadTime = Buffer.alloc(8)
          payloadTime.writeBigInt64BE(BigInt(Date.now()))
          socket.write(packet(0x01, payloadTime))
        } else if (id === 0x01 && status !== null) {
          return { ...status, latencyMs: Math.round(performance.now() - pingSentAt) }
        }
      }
      return null
    },
    // Some servers close instead of answering the ping: the status round trip is the latency.
    onClose: () => (status === null ? null : { ...status, latencyMs: Math.round(statusLatency) }),
  })
}

/** The pre-1.7 ping: 0xFE 0x01, answered by a kick packet. */
function legacyStatus(host: string, port: number, timeoutMs: number) {
  return exchange<MinecraftStatus>(host, port, timeoutMs, {
    greeting: Buffer.from([0xfe, 0x01]),
    onData(received, _socket, startedAt) {
      const status = parseLegacyKick(received)
      return status && { ...status, latencyMs: Math.round(performance.now() - startedAt) }
    },
  })
}

export default class MinecraftStatusClient {
  /**
   * Pings a server; throws MinecraftStatusError when it is down, silent past
   * `timeoutMs` (per attempt) or not a Minecraft server.
   */
  async status(host: string, port: number, timeoutMs: number): Promise<MinecraftStatus> {
    try {
      return await modernStatus(host, port, timeoutMs)
    } catch (error) {
      // Refused or silent: the legacy ping would meet the same. Otherwise it may be a pre-1.7 server.
      if (!(error instanceof MinecraftStatusError) || error.reason !== 'protocol') throw error
      return legacyStatus(host, port, timeoutMs)
    }
  }
}

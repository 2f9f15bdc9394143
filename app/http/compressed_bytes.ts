import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, crc32, deflateRawSync, gzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Bytes kept to be sent many times, with their compressed forms made once (#8). */
export type CompressedBytes = {
  identity: Buffer
  br: Buffer
  gzip: Buffer
  /** A validator of the content, for answers a client may revalidate. */
  etag?: string
}

/** Brotli and gzip at their best levels: paid once per kept answer, never per request. */
export async function compressOnce(
  content: string | Buffer,
  options: { etag?: boolean } = {}
): Promise<CompressedBytes> {
  const identity = Buffer.isBuffer(content) ? content : Buffer.from(content)
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ])
  const etag = options.etag
    ? `W/"${createHash('sha1').update(identity).digest('base64url')}"`
    : undefined
  return { identity, br, gzip: gz, etag }
}

/** True when the client's If-None-Match names the current content. */
function stillFresh(ctx: HttpContext, etag: string) {
  const header = ctx.request.header('if-none-match')
  if (!header || !['GET', 'HEAD'].includes(ctx.request.method())) return false
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag)
}

/**
 * Sends kept bytes in the best encoding the client accepts, their length
 * known; with an ETag, a client holding the same content gets a 304.
 */
export function sendCompressed(ctx: HttpContext, bytes: CompressedBytes, contentType: string) {
  const { request, response } = ctx
  response.append('Vary', 'Accept-Encoding')
  if (bytes.etag) {
    response.header('ETag', bytes.etag)
    if (stillFresh(ctx, bytes.etag)) return response.notModified()
  }
  const encoding = request.encoding(['br', 'gzip', 'identity'])
  const body = encoding === 'br' ? bytes.br : encoding === 'gzip' ? bytes.gzip : bytes.identity
  if (body !== bytes.identity) response.header('Content-Encoding', encoding as string)
  response.header('Content-Type', contentType)
  response.send(body)
}

/** A gzip member's header: deflate, no name, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** Bytes and their raw deflate, one piece of a gzip answer joined by `gzipOfParts`. */
export type DeflatedPart = { plain: Buffer; deflated: Buffer }

/**
 * Deflates one piece of an answer on its own. A piece that is not the last
 * ends with a full flush (byte-aligned, no back-reference across it), so
 * deflated pieces may be joined in order into one stream.
 */
export function deflatePart(plain: Buffer, { last, level }: { last: boolean; level: number }) {
  const finishFlush = last ? constants.Z_FINISH : constants.Z_FULL_FLUSH
  return { plain, deflated: deflateRawSync(plain, { level, finishFlush }) }
}

/**
 * One gzip answer from pieces deflated apart, the last one `last` (#29): the
 * kept pieces of a player's page are compressed once, at the best level, and
 * only the player's own bytes per request. Only the checksum reads every byte.
 */
export function gzipOfParts(parts: DeflatedPart[]) {
  let crc = 0
  let length = 0
  for (const { plain } of parts) {
    crc = crc32(plain, crc)
    length += plain.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  return Buffer.concat([GZIP_HEADER, ...parts.map(({ deflated }) => deflated), trailer])
}

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
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

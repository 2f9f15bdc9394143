import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** An answer that fits one TCP segment gains no round trip from compression. */
export const COMPRESSION_THRESHOLD = 1460

/**
 * Compresses dynamic answers on the fly (#8): HTML that the page cache did
 * not keep (a player's pages) and JSON (the API, Inertia visits) longer than one TCP segment.
 * Fast settings, since this runs per request; cached guest pages arrive
 * already compressed at the best level and are left alone.
 */
export default class CompressionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { request, response } = ctx
    if (response.getHeader('Content-Encoding') !== undefined || !response.hasContent) return
    const body = response.getBody()
    const isText = typeof body === 'string'
    const isJson = !isText && body !== null && typeof body === 'object' && !Buffer.isBuffer(body)
    if (!isText && !isJson) return
    const status = response.getStatus()
    if (status < 200 || status === 204 || status === 304) return

    const text = isText ? body : JSON.stringify(body)
    if (text.length < COMPRESSION_THRESHOLD) return
    const encoding = request.encoding(['br', 'gzip', 'identity'])
    response.append('Vary', 'Accept-Encoding')
    if (encoding !== 'br' && encoding !== 'gzip') return

    const bytes =
      encoding === 'br'
        ? await brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(text, { level: 6 })
    const contentType = isJson
      ? 'application/json; charset=utf-8'
      : text.trimStart().startsWith('<')
        ? 'text/html; charset=utf-8'
        : 'text/plain; charset=utf-8'
    response.safeHeader('Content-Type', contentType)
    response.header('Content-Encoding', encoding)
    response.send(bytes)
  }
}

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Text assets the build compresses (vite.config.ts, `precompress`). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}
const ASSETS_PREFIX = '/assets/'
const ENCODINGS = { br: '.br', gzip: '.gz' } as const
type Encoding = keyof typeof ENCODINGS

/** Sizes of the compressed siblings on disk, looked up once per file (null: none). */
const siblings = new Map<string, number | null>()

async function compressedSize(path: string) {
  let size = siblings.get(path)
  if (size === undefined) {
    size = await stat(path).then(
      (info) => info.size,
      () => null
    )
    siblings.set(path, size)
  }
  return size
}

/**
 * Serves the Brotli or gzip file the build wrote next to a hashed asset
 * (#8), with its Content-Encoding and the immutable caching of hashed
 * files; anything else falls through to the static server.
 */
export default class PrecompressedAssetsMiddleware {
  /** Made once: server middleware is instantiated per request, and building a path is not free. */
  static #rootPath: string | undefined
  get #root() {
    PrecompressedAssetsMiddleware.#rootPath ??= app.publicPath('assets')
    return PrecompressedAssetsMiddleware.#rootPath
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const url = request.url()
    const type = CONTENT_TYPES[extname(url)]
    if (!type || !url.startsWith(ASSETS_PREFIX) || !['GET', 'HEAD'].includes(request.method())) {
      return next()
    }
    const file = normalize(`${this.#root}${sep}${url.slice(ASSETS_PREFIX.length)}`)
    if (!file.startsWith(`${this.#root}${sep}`)) return next()

    const encoding = request.encoding<Encoding | 'identity'>(['br', 'gzip', 'identity'])
    if (encoding !== 'br' && encoding !== 'gzip') return next()
    const compressed = `${file}${ENCODINGS[encoding]}`
    const size = await compressedSize(compressed)
    if (size === null) return next()

    response.header('Content-Type', type)
    response.header('Content-Encoding', encoding)
    response.header('Content-Length', size)
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    response.append('Vary', 'Accept-Encoding')
    response.stream(createReadStream(compressed))
  }
}

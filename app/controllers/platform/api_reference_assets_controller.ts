import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'

/** The two files of swagger-ui-dist the reference page loads; nothing else of the package is served. */
const FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
}
const ROOT = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** GET /api/docs/assets/:file: Swagger UI from the installed package, no CDN. */
export default class ApiReferenceAssetsController {
  show({ params, response }: HttpContext) {
    const type = FILES[String(params.file)]
    if (!type) return response.notFound('')
    response.header('Content-Type', type)
    response.header('Cache-Control', 'public, max-age=86400')
    return response.download(join(ROOT, String(params.file)))
  }
}

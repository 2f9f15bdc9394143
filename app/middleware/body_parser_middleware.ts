import { rm } from 'node:fs/promises'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MultipartFile } from '@adonisjs/core/bodyparser'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import bodyParserConfig from '#config/bodyparser'
import UnreadableBodyException from '#exceptions/unreadable_body_exception'
import UnsupportedMediaTypeException from '#exceptions/unsupported_media_type_exception'

/** Every uploaded file of a request, however deeply the form nests them. */
function uploadedFiles(value: unknown): MultipartFile[] {
  if (value instanceof MultipartFile) return [value]
  if (value === null || typeof value !== 'object') return []
  return Object.values(value).flatMap(uploadedFiles)
}

/**
 * The framework's body parser with the site's rules around it: a multipart
 * body is refused (415, nothing read) unless the route takes files (its
 * pattern is in `multipart.autoProcess` or `processManually` of config/bodyparser.ts); a body
 * the parser cannot read is a 400 (not a 422 or 500); the temp files of an
 * upload are removed once the request ends, whatever its outcome.
 */
@inject()
export default class SiteBodyParserMiddleware {
  constructor(protected parser: BodyParserMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    if (request.is(bodyParserConfig.multipart.types)) {
      const { autoProcess, processManually } = bodyParserConfig.multipart
      const uploadRoutes = [...(Array.isArray(autoProcess) ? autoProcess : []), ...processManually]
      if (!uploadRoutes.includes(ctx.route?.pattern ?? '')) {
        throw new UnsupportedMediaTypeException()
      }
    }

    let parsed = false
    try {
      return await this.parser.handle(ctx, () => {
        parsed = true
        return next()
      })
    } catch (error) {
      const status = (error as { status?: number }).status
      if (parsed || status === 413) throw error
      throw new UnreadableBodyException()
    } finally {
      const files = request.bodyType === 'multipart' ? uploadedFiles(request.allFiles()) : []
      await Promise.all(
        files.map((file) => (file.tmpPath ? rm(file.tmpPath, { force: true }) : undefined))
      )
    }
  }
}

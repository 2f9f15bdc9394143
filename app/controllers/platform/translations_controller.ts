import type { HttpContext } from '@adonisjs/core/http'
import TranslationBundleService from '#services/platform/translation_bundle_service'
import { isLocale } from '#domain/platform/locales'
import { sendCompressed } from '#http/compressed_bytes'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * GET /translations/:file (`ru.<hash>.json`): a language's page
 * translations, compressed once. A stale hash (a page of the previous
 * deploy) gets the current messages, but only briefly cacheable.
 */
export default class TranslationsController {
  show(ctx: HttpContext) {
    const { params, response } = ctx
    const [locale, version] = String(params.file).split('.')
    if (!isLocale(locale)) return response.notFound({ error: 'not_found' })
    const bundle = new TranslationBundleService().bundle(locale)

    response.header('Cache-Control', version === bundle.version ? IMMUTABLE : 'no-cache')
    sendCompressed(ctx, bundle, 'application/json; charset=utf-8')
  }
}

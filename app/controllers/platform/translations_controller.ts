import type { HttpContext } from '@adonisjs/core/http'
import TranslationBundleService from '#services/platform/translation_bundle_service'
import { isLocale } from '#domain/platform/locales'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * GET /translations/:file (`ru.<hash>.json`): a language's page
 * translations, compressed once. A stale hash (a page of the previous
 * deploy) gets the current messages, but only briefly cacheable.
 */
export default class TranslationsController {
  show({ params, request, response }: HttpContext) {
    const [locale, version] = String(params.file).split('.')
    if (!isLocale(locale)) return response.notFound({ error: 'not_found' })
    const bundle = new TranslationBundleService().bundle(locale)

    const encoding = request.encoding(['br', 'gzip', 'identity'])
    const bytes =
      encoding === 'br' ? bundle.br : encoding === 'gzip' ? bundle.gzip : bundle.identity
    if (bytes !== bundle.identity) response.header('Content-Encoding', encoding!)
    response.header('Vary', 'Accept-Encoding')
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.header('Cache-Control', version === bundle.version ? IMMUTABLE : 'no-cache')
    return response.send(bytes)
  }
}

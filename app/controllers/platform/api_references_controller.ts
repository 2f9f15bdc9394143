import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'

/**
 * GET /api/docs: the API reference, Swagger UI over /api/openapi.json. Its
 * scripts come from this site only (the bundle from swagger-ui-dist, the
 * initializer from public/), so the page's CSP allows nothing else.
 */
export default class ApiReferencesController {
  async show({ view, response, i18n }: HttpContext) {
    response.header(
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"
    )
    return view.render('platform/api_reference', {
      locale: i18n.locale,
      title: i18n.t('platform.api_reference.title'),
      noscript: i18n.t('platform.api_reference.noscript'),
      documentUrl: urlFor('platform.openapi_documents.show'),
      assetUrl: (file: string) => urlFor('platform.api_reference_assets.show', { file }),
    })
  }
}

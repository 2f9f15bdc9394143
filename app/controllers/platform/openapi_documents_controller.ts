import type { HttpContext } from '@adonisjs/core/http'
import OpenApiService from '#services/platform/openapi_service'

/** GET /api/openapi.json: the OpenAPI 3.1 document of the JSON and game APIs. */
export default class OpenapiDocumentsController {
  show({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return new OpenApiService().document()
  }
}

import router from '@adonisjs/core/services/router'
import { buildOpenApiDocument, type OpenApiDocument } from '#openapi/document'

let built: OpenApiDocument | undefined

/** The OpenAPI document of the committed routes, built once per process (routes never change after boot). */
export default class OpenApiService {
  document(): OpenApiDocument {
    built ??= buildOpenApiDocument(Object.values(router.toJSON()).flat())
    return built
  }
}

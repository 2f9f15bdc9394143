import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import router from '@adonisjs/core/services/router'
import type { ApiResponse } from '@japa/api-client'
import OpenApiService from '#services/platform/openapi_service'
import { FALLBACK_ROUTES, isApiRoute } from '#openapi/document'
import type { Schema } from '#openapi/types'

/** What the check reads of one exchange. */
export type ApiExchange = {
  method: string
  url: string
  status: number
  contentType: string | undefined
  text: string
  body: unknown
}

type Operation = { responses: Record<string, Schema> }

let state:
  | {
      ajv: Ajv2020
      components: Schema
      operations: Map<string, Operation>
      responses: Record<string, Schema>
      compiled: Map<string, ValidateFunction>
    }
  | undefined

function load() {
  if (state) return state
  const document = new OpenApiService().document()
  const ajv = new Ajv2020({ allErrors: true, strict: true })
  addFormats.default(ajv)
  ajv.addKeyword('components')
  const operations = new Map<string, Operation>()
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      operations.set(`${method.toUpperCase()} ${operation['x-route-name']}`, operation as Operation)
    }
  }
  state = {
    ajv,
    components: document.components,
    operations,
    responses: document.components.responses as Record<string, Schema>,
    compiled: new Map(),
  }
  return state
}

function validatorFor(key: string, schema: Schema) {
  const { ajv, components, compiled } = load()
  let validate = compiled.get(key)
  if (!validate) {
    validate = ajv.compile({ ...schema, components })
    compiled.set(key, validate)
  }
  return validate
}

/** The route an API URL reaches, or null outside /api. */
function routeOf(method: string, url: string) {
  const path = new URL(url, 'http://localhost').pathname
  if (!path.startsWith('/api/')) return null
  return router.match(path, method.toUpperCase(), false)?.route.name ?? null
}

/**
 * Throws unless the exchange is what the OpenAPI document says its route answers:
 * a documented status, its media type and a body matching its schema. Unknown
 * API paths (the fallbacks) must answer the §8 404 body.
 */
export function checkApiExchange(exchange: ApiExchange) {
  const method = exchange.method.toUpperCase()
  const name = routeOf(method, exchange.url)
  if (name === null || (!isApiRoute(name) && !FALLBACK_ROUTES.includes(name))) return
  const where = `${method} ${exchange.url} (${name}) answered ${exchange.status}`
  const { operations, responses } = load()

  let described: Schema | undefined
  if (FALLBACK_ROUTES.includes(name)) {
    // Refused before any route ran (unknown path, unreadable or unsupported body).
    described = responses[`Error${exchange.status}`]
  } else {
    const operation = operations.get(`${method === 'HEAD' ? 'GET' : method} ${name}`)
    if (!operation) throw new Error(`${where}: the route is not in the OpenAPI document`)
    described = operation.responses[String(exchange.status)]
    const ref = described?.$ref as string | undefined
    if (ref) described = responses[ref.split('/').pop()!]
  }
  if (!described) throw new Error(`${where}: the OpenAPI document has no such response`)

  const content = described.content as Record<string, { schema: Schema }> | undefined
  if (!content) {
    if (exchange.text.length > 0 && method !== 'HEAD') {
      throw new Error(`${where}: the document says no body, got ${exchange.text.slice(0, 200)}`)
    }
    return
  }
  const [media, { schema }] = Object.entries(content)[0]
  if (!exchange.contentType?.startsWith(media)) {
    throw new Error(`${where}: content type ${exchange.contentType}, the document says ${media}`)
  }
  if (method === 'HEAD') return
  const validate = validatorFor(`${method} ${name} ${exchange.status}`, schema)
  if (!validate(media === 'application/json' ? exchange.body : exchange.text)) {
    const problems = validate.errors!.map(
      (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`
    )
    throw new Error(
      `${where}: the body does not match the OpenAPI document:\n  ${problems.join('\n  ')}\n` +
        `body: ${exchange.text.slice(0, 1000)}`
    )
  }
}

/** The API client's teardown hook: every response to /api is checked against the document. */
export function checkApiResponse(response: ApiResponse) {
  let body: unknown
  try {
    body = response.body()
  } catch {
    body = undefined
  }
  checkApiExchange({
    method: response.request.config.method,
    url: response.request.config.endpoint,
    status: response.status(),
    contentType: response.header('content-type'),
    text: response.text() ?? '',
    body,
  })
}

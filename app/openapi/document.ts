import type { ApiOperation, ApiOperations, Schema } from '#openapi/types'
import { errorSchema } from '#openapi/schemas'
import { accounts } from '#openapi/accounts'
import { content } from '#openapi/content'
import { economy } from '#openapi/economy'
import { launcher } from '#openapi/launcher'
import { network } from '#openapi/network'
import { players } from '#openapi/players'
import { platform } from '#openapi/platform'
import { game } from '#openapi/game'

/** Every operation of /api/v1, /api/payments and /api/game/v1 by route name. */
export const API_OPERATIONS: ApiOperations = {
  ...platform,
  ...accounts,
  ...economy,
  ...content,
  ...network,
  ...players,
  ...launcher,
  ...game,
}

/** Catch-all routes answering 404 for unknown API paths: not operations. */
export const FALLBACK_ROUTES = ['api.platform.fallbacks.show', 'game.platform.fallbacks.show']

/** Whether a route belongs in the document. */
export function isApiRoute(name: string | undefined | null): name is string {
  return (
    (name?.startsWith('api.') || name?.startsWith('game.')) === true &&
    !FALLBACK_ROUTES.includes(name!)
  )
}

export type ApiRoute = { name?: string | null; pattern: string; methods: string[] }

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed or the request was refused',
  401: 'No valid credentials',
  403: 'Credentials valid but not allowed',
  404: 'Unknown or not visible',
  409: 'Conflict: duplicate or stale state, or an Idempotency-Key reused with another body',
  413: 'Body larger than allowed',
  415: 'Unsupported media type',
  422: 'Refused by the rules',
  429: 'Rate limited; Retry-After says when to retry',
  500: 'Server error, without internals',
  502: 'An upstream system failed',
  503: 'Temporarily unavailable',
}

const NO_BODY: Record<string, string> = {
  204: 'Done, no body',
  304: 'Not modified since the ETag sent (If-None-Match)',
}

const SECURITY: Record<ApiOperation['access'], Schema[] | undefined> = {
  public: [],
  optional: [{}, { accessId: [], accessToken: [] }],
  player: [{ accessId: [], accessToken: [] }],
  staff: [{ accessId: [], accessToken: [] }],
  server: [{ serverKey: [] }],
}

/** `/a/:b/:c?` as its OpenAPI paths: one per optional parameter present or not. */
function openApiPaths(pattern: string): { path: string; params: string[] }[] {
  const segments = pattern.split('/').filter(Boolean)
  const required: string[] = []
  const paths: { path: string; params: string[] }[] = []
  const parts: string[] = []
  for (const segment of segments) {
    if (segment.startsWith(':') && segment.endsWith('?')) {
      paths.push({ path: `/${parts.join('/')}`, params: [...required] })
      const name = segment.slice(1, -1)
      parts.push(`{${name}}`)
      required.push(name)
    } else if (segment.startsWith(':')) {
      const name = segment.slice(1)
      parts.push(`{${name}}`)
      required.push(name)
    } else {
      parts.push(segment)
    }
  }
  paths.push({ path: `/${parts.join('/')}`, params: required })
  return paths
}

type Input = { properties?: Record<string, Schema>; required?: string[] }

function section(input: Input, key: string): Input {
  return (input.properties?.[key] as Input | undefined) ?? {}
}

/** A VineJS file field (`vine.file()` has no JSON Schema of its own): binary content. */
function fileAware(schema: Schema): Schema {
  return Object.keys(schema).length === 0
    ? { type: 'string', contentMediaType: 'application/octet-stream' }
    : schema
}

function parameters(route: ApiRoute, operation: ApiOperation, pathParams: string[]) {
  const input = (operation.input?.toJSONSchema() ?? {}) as Input
  const params = section(input, 'params')
  const headers = section(input, 'headers')
  const list: Schema[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: params.properties?.[name] ?? { type: 'string' },
  }))
  for (const [name, schema] of Object.entries(headers.properties ?? {})) {
    list.push({ name, in: 'header', required: headers.required?.includes(name), schema })
  }
  if (operation.idempotent) {
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', format: 'uuid' },
      description: 'The same key with the same body answers the first result again.',
    })
  }
  // The key travels as a header; validators that check it see it as a field.
  const notFields = ['params', 'headers', 'idempotencyKey']
  const fields = Object.entries(input.properties ?? {}).filter(
    ([name]) => !notFields.includes(name)
  )
  let requestBody: Schema | undefined
  if (route.methods.includes('GET')) {
    for (const [name, schema] of fields) {
      list.push({ name, in: 'query', required: input.required?.includes(name), schema })
    }
  } else if (fields.length > 0) {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(fields.map(([name, field]) => [name, fileAware(field)])),
      required: (input.required ?? []).filter((name) => !notFields.includes(name)),
    }
    const media = operation.multipart ? 'multipart/form-data' : 'application/json'
    requestBody = { required: true, content: { [media]: { schema } } }
  }
  return { parameters: list, requestBody }
}

function responses(operation: ApiOperation): Schema {
  const result: Schema = {}
  for (const [status, schema] of Object.entries(operation.responses)) {
    result[status] =
      schema === null
        ? { description: NO_BODY[status] ?? 'No body' }
        : {
            description: 'Success',
            content: { [operation.media ?? 'application/json']: { schema } },
          }
  }
  for (const status of operation.errors) {
    result[status] = { $ref: `#/components/responses/Error${status}` }
  }
  return result
}

function operationObject(route: ApiRoute, operation: ApiOperation, variant: string[]): Schema {
  const name = route.name!
  const optional = openApiPaths(route.pattern).length > 1
  return {
    'operationId': optional ? `${name}(${variant.join(',')})` : name,
    'x-route-name': name,
    'tags': [name.startsWith('game.') ? 'game' : name.split('.')[1]],
    'summary': operation.summary,
    'security': SECURITY[operation.access],
    ...(operation.access === 'staff' ? { 'x-staff-only': true } : {}),
    ...parameters(route, operation, variant),
    'responses': responses(operation),
  }
}

/**
 * The OpenAPI 3.1 document of the JSON and game APIs: paths and methods from
 * the router, inputs from the routes' VineJS validators, outputs from the
 * operations table. Routes without an entry are left out (a unit test lists them).
 */
export function buildOpenApiDocument(routes: ApiRoute[]) {
  const paths: Record<string, Record<string, Schema>> = {}
  for (const route of routes) {
    if (!isApiRoute(route.name)) continue
    const operation = API_OPERATIONS[route.name]
    if (!operation) continue
    for (const { path, params } of openApiPaths(route.pattern)) {
      for (const method of route.methods.filter((verb) => verb !== 'HEAD')) {
        paths[path] ??= {}
        paths[path][method.toLowerCase()] = operationObject(route, operation, params)
      }
    }
  }
  const errorResponses = Object.fromEntries(
    Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(status === '429'
          ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 0 } } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ])
  )
  return {
    openapi: '3.1.0',
    info: {
      title: 'TechnoMagic site API',
      version: '1',
      description:
        'The JSON API of the site (/api/v1, api.md) and the game-server API (/api/game/v1, game-api.md). ' +
        'Errors share one body (spec §8); error_code values are listed in docs/api.md.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      responses: errorResponses,
      securitySchemes: {
        accessId: { type: 'apiKey', in: 'header', name: 'Access-Id' },
        accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' },
        serverKey: { type: 'http', scheme: 'bearer', description: "The game server's API key" },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>

import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import SwaggerParser from '@apidevtools/swagger-parser'
import OpenApiService from '#services/platform/openapi_service'
import { API_OPERATIONS, buildOpenApiDocument, isApiRoute } from '#openapi/document'
import { pathFor } from '#tests/support/urls'

function apiRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => isApiRoute(route.name))
}

test.group('OpenAPI document', () => {
  test('is a valid OpenAPI 3.1 document', async ({ assert }) => {
    const document = structuredClone(new OpenApiService().document())

    const api = await SwaggerParser.validate(document as never)

    assert.equal((api as { openapi: string }).openapi, '3.1.0')
  })

  test('describes every route of /api/v1 and /api/game/v1, and only routes that exist', ({
    assert,
  }) => {
    const names = apiRoutes().map((route) => route.name!)

    assert.deepEqual(
      names.filter((name) => !API_OPERATIONS[name]),
      [],
      'routes missing from the document'
    )
    assert.deepEqual(
      Object.keys(API_OPERATIONS).filter((name) => !names.includes(name)),
      [],
      'operations of no route'
    )
  })

  test('leaves out a route it has no operation for instead of inventing one', ({ assert }) => {
    const undocumented = `${pathFor('api.network.servers.index')}/undocumented`
    const document = buildOpenApiDocument([
      ...apiRoutes(),
      { name: 'api.platform.undocumented.show', pattern: undocumented, methods: ['GET'] },
    ])

    assert.notProperty(document.paths, undocumented)
    assert.property(document.paths, pathFor('game.network.heartbeats.store'))
  })

  test('gives an optional path parameter a path with it and one without', ({ assert }) => {
    const { paths } = new OpenApiService().document()

    /* eslint-disable no-restricted-syntax -- raw path: OpenAPI path templates, not URLs */
    assert.equal(
      paths['/api/v1/statistics/{nickname}'].get['x-route-name'],
      'api.players.statistics.show'
    )
    assert.equal(
      paths['/api/v1/statistics/{nickname}/{server}'].get['x-route-name'],
      'api.players.statistics.show'
    )
    /* eslint-enable no-restricted-syntax */
  })

  test('takes request bodies and query parameters from the routes validators', ({ assert }) => {
    const { paths } = new OpenApiService().document()

    const transfer = paths[pathFor('api.economy.transfers.store')].post as any
    assert.deepEqual(transfer.requestBody.content['application/json'].schema.required, [
      'login',
      'amount',
    ])
    const commands = paths[pathFor('game.network.commands.index')].get as any
    assert.deepInclude(commands.parameters, {
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100 },
    })
  })
})

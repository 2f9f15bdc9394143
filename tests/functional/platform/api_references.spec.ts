import { test } from '@japa/runner'
import { pathFor } from '#tests/support/urls'

test.group('API reference', () => {
  test('serves the OpenAPI 3.1 document of both APIs as JSON', async ({ client, assert }) => {
    const response = await client.get(pathFor('platform.openapi_documents.show'))

    response.assertStatus(200)
    assert.match(response.header('content-type')!, /^application\/json/)
    const document = response.body()
    assert.equal(document.openapi, '3.1.0')
    assert.equal(
      document.paths[pathFor('api.economy.transfers.store')].post.operationId,
      'api.economy.transfers.store'
    )
    assert.equal(
      document.paths[pathFor('game.network.heartbeats.store')].post.operationId,
      'game.network.heartbeats.store'
    )
  })

  test('shows the reference page in the request language, scripts from this site only', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get(pathFor('platform.api_references.show'))
      .header('Accept-Language', 'ru')

    response.assertStatus(200)
    assert.include(response.text(), '<title>Справочник API</title>')
    assert.include(response.text(), `data-document="${pathFor('platform.openapi_documents.show')}"`)
    const scripts = [...response.text().matchAll(/<script src="([^"]+)"/g)].map((match) => match[1])
    assert.deepEqual(scripts, [
      pathFor('platform.api_reference_assets.show', { file: 'swagger-ui-bundle.js' }),
      '/api_reference.js',
    ])
    assert.include(response.header('content-security-policy')!, "default-src 'self'")
  })

  test('serves the Swagger UI files from the installed package and nothing else', async ({
    client,
    assert,
  }) => {
    const script = await client.get(
      pathFor('platform.api_reference_assets.show', { file: 'swagger-ui-bundle.js' })
    )
    script.assertStatus(200)
    assert.match(script.header('content-type')!, /^text\/javascript/)
    assert.include(script.text(), 'SwaggerUIBundle')

    const styles = await client.get(
      pathFor('platform.api_reference_assets.show', { file: 'swagger-ui.css' })
    )
    styles.assertStatus(200)
    assert.match(styles.header('content-type')!, /^text\/css/)

    const other = await client.get(
      pathFor('platform.api_reference_assets.show', { file: 'package.json' })
    )
    other.assertStatus(404)
  })
})

import { test } from '@japa/runner'
import { checkApiExchange, type ApiExchange } from '#tests/support/openapi'
import { pathFor } from '#tests/support/urls'

const refusal = {
  error: 'unauthorized',
  error_code: 401,
  error_message: 'Unauthorized',
  details: { type: 'unauthorized', description: 'Unauthorized' },
}

function exchange(overrides: Partial<ApiExchange> = {}): ApiExchange {
  const body = overrides.body ?? refusal
  return {
    method: 'POST',
    url: pathFor('game.network.heartbeats.store'),
    status: 401,
    contentType: 'application/json; charset=utf-8',
    text: JSON.stringify(body),
    ...overrides,
    body,
  }
}

test.group('OpenAPI response check', () => {
  test('accepts a response the document describes', ({ assert }) => {
    assert.doesNotThrow(() => checkApiExchange(exchange()))
  })

  test('refuses a body that does not match the schema', ({ assert }) => {
    const withoutCode: Partial<typeof refusal> = { ...refusal }
    delete withoutCode.error_code

    assert.throws(
      () => checkApiExchange(exchange({ body: withoutCode })),
      /does not match the OpenAPI document[\s\S]*error_code/
    )
    assert.throws(
      () => checkApiExchange(exchange({ body: { ...refusal, error_code: '401' } })),
      /must be integer/
    )
  })

  test('refuses a status the route does not document', ({ assert }) => {
    assert.throws(() => checkApiExchange(exchange({ status: 418 })), /no such response/)
  })

  test('refuses another content type', ({ assert }) => {
    assert.throws(
      () => checkApiExchange(exchange({ contentType: 'text/html; charset=utf-8' })),
      /content type text\/html/
    )
  })

  test('holds unknown API paths to the §8 404 body', ({ assert }) => {
    const url = pathFor('api.platform.fallbacks.show', { '*': ['nothing', 'here'] })
    const notFound = { ...refusal, error: 'not_found', error_code: 404 }

    assert.doesNotThrow(() =>
      checkApiExchange(exchange({ method: 'GET', url, status: 404, body: notFound }))
    )
    assert.throws(
      () => checkApiExchange(exchange({ method: 'GET', url, status: 200, body: {} })),
      /no such response/
    )
  })

  test('ignores URLs outside the API', ({ assert }) => {
    assert.doesNotThrow(() =>
      checkApiExchange(
        exchange({ url: pathFor('platform.liveness.show'), status: 200, body: 'ok' })
      )
    )
  })
})

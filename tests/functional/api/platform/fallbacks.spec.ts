/* eslint-disable no-restricted-syntax -- raw paths: unknown API paths are the subject */
import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { pathFor } from '#tests/support/urls'

/** No stack trace, file path or exception name ever reaches an API client (spec §8). */
function assertNoInternals(response: ApiResponse, assert: ApiResponse['assert']) {
  const text = response.text()
  assert!.notMatch(text, /node_modules|\.ts:\d+|\bat [\w.<>]+ \(|stack|Exception|E_[A-Z_]+/)
}

test.group('API errors', () => {
  test('answers an unknown API path with the §8 not-found body in Russian', async ({ client }) => {
    const response = await client.get('/api/v1/nothing-here')

    response.assertStatus(404)
    response.assertBody({
      error: 'not_found',
      error_code: 404,
      error_message: 'Страница не найдена',
      details: { type: 'not_found', description: 'Страница не найдена' },
    })
  })

  test('translates the not-found body by Accept-Language', async ({ client }) => {
    const response = await client.get('/api/v1/user/unknown').header('Accept-Language', 'en')

    response.assertStatus(404)
    response.assertBody({
      error: 'not_found',
      error_code: 404,
      error_message: 'Page not found',
      details: { type: 'not_found', description: 'Page not found' },
    })
  })

  test('answers a method the API does not have with 404 in the §8 shape', async ({
    client,
    assert,
  }) => {
    const response = await client
      .delete(pathFor('api.platform.main.show'))
      .header('Accept-Language', 'en')

    response.assertStatus(404)
    assert.equal(response.body().error_code, 404)
    assertNoInternals(response, assert)
  })

  test('answers a malformed JSON body with 400 in the §8 shape', async ({ client, assert }) => {
    const request = client
      .post('/api/v1/nothing-here')
      .header('Accept-Language', 'en')
      .header('Content-Type', 'application/json')
    request.request.send('{"region": "global",')

    const response = await request

    response.assertStatus(400)
    response.assertBody({
      error: 'unreadable_body',
      error_code: 1001,
      error_message: 'The request body could not be read.',
      details: { type: 'unreadable_body', description: 'The request body could not be read.' },
    })
    assertNoInternals(response, assert)
  })

  test('keeps internals out of the 404 body', async ({ client, assert }) => {
    const response = await client.get('/api/v1/../../etc/passwd')

    assertNoInternals(response, assert)
  })
})

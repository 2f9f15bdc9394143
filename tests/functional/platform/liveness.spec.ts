import { test } from '@japa/runner'

test.group('Liveness', () => {
  test('answers the constant "ok" without touching the database', async ({ client }) => {
    const response = await client.get('/live')
    response.assertStatus(200)
    response.assertTextIncludes('ok')
  })
})

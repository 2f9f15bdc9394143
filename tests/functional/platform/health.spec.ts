import { test } from '@japa/runner'

test.group('Health', () => {
  test('reports a healthy process when the database answers', async ({ client, assert }) => {
    const response = await client.get('/health')

    response.assertStatus(200)
    response.assertBodyContains({ healthy: true, database: 'ok' })
    assert.isNumber(response.body().databaseMs)
  })
})

import { test } from '@japa/runner'

test.group('Home page', () => {
  test('renders the home page in Russian with the servers', async ({ client }) => {
    const response = await client.get('/ru').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('platform/home/show')
  })
})

import { test } from '@japa/runner'
import { pagePath } from '#tests/support/urls'

test.group('Legacy server links /server/{name}', () => {
  test('redirects /server/{name} permanently to the Russian server page')
    .with([
      { name: 'techno_magic', slug: 'techno-magic-rpg' },
      { name: 'techno-magic', slug: 'techno-magic-rpg' },
      { name: 'TECHNO_MAGIC', slug: 'techno-magic-rpg' },
      { name: 'techno_magic_sky', slug: 'techno-magic-sky' },
      { name: 'magic_rpg', slug: 'magic-rpg' },
      { name: 'hitech', slug: 'hitech' },
      { name: 'techno_magic_rpg', slug: 'techno-magic-rpg' },
    ])
    .run(async ({ client }, row) => {
      const response = await client.get(`/server/${row.name}`).redirects(0)

      response.assertStatus(301)
      response.assertHeader('location', pagePath('ru', 'content.servers.show', { slug: row.slug }))
    })

  test('redirects into the language of Accept-Language', async ({ client }) => {
    const response = await client
      .get('/server/techno_magic')
      .header('Accept-Language', 'en')
      .redirects(0)

    response.assertHeader(
      'location',
      pagePath('en', 'content.servers.show', { slug: 'techno-magic-rpg' })
    )
  })

  test('keeps an odd name inside the servers path', async ({ client, assert }) => {
    const response = await client.get('/server/..%2F..%2Fadmin').redirects(0)

    response.assertStatus(301)
    assert.match(response.header('location')!, /^\/ru\/servers\/[^/]+$/)
  })
})

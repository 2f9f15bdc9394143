import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { isolateDatabase } from '#tests/support/database'

test.group('API main state', (group) => {
  group.each.setup(isolateDatabase)

  test('answers the app state, region and locale as JSON', async ({ client, assert }) => {
    const server = await ServerFactory.apply('pvp').create()

    const response = await client.get('/api/v1/main')

    response.assertStatus(200)
    assert.match(response.header('content-type')!, /^application\/json/)
    const body = response.body()
    assert.sameMembers(Object.keys(body), ['app', 'region', 'locale'])
    assert.sameMembers(Object.keys(body.app), ['productName', 'servers', 'counts', 'links'])
    assert.equal(body.app.productName, 'TechnoMagic')
    assert.deepEqual(body.app.servers, [
      {
        slug: server.slug,
        name: server.name,
        tagline: server.taglineRu,
        gameVersion: server.gameVersion,
        pvp: true,
      },
    ])
    assert.equal(body.app.counts.telegram, 3588)
    assert.equal(body.region, 'russia')
    assert.equal(body.locale, 'ru')
  })

  test('answers in the language of Accept-Language', async ({ client, assert }) => {
    const server = await ServerFactory.create()

    const response = await client.get('/api/v1/main').header('Accept-Language', 'en-US,en;q=0.9')

    assert.equal(response.body().locale, 'en')
    assert.equal(response.body().app.servers[0].tagline, server.taglineEn)
  })

  test('detects the region from the country header', async ({ client }) => {
    const response = await client.get('/api/v1/main').header('CF-IPCountry', 'DE')

    response.assertBodyContains({ region: 'global' })
  })

  test('lists the servers in display order', async ({ client, assert }) => {
    const third = await ServerFactory.merge({ position: 3 }).create()
    const first = await ServerFactory.merge({ position: 1 }).create()
    const second = await ServerFactory.merge({ position: 2 }).create()

    const response = await client.get('/api/v1/main')

    assert.deepEqual(
      response.body().app.servers.map((server: { slug: string }) => server.slug),
      [first.slug, second.slug, third.slug]
    )
  })
})

import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { isolateDatabase } from '#tests/support/database'
import AppStateService from '#services/platform/app_state_service'
import { pathFor } from '#tests/support/urls'

test.group('API main state', (group) => {
  group.each.setup(isolateDatabase)

  test('answers the app state, region and locale as JSON', async ({ client, assert }) => {
    const server = await ServerFactory.apply('pvp').create()

    const response = await client.get(pathFor('api.platform.main.show'))

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

    const response = await client
      .get(pathFor('api.platform.main.show'))
      .header('Accept-Language', 'en-US,en;q=0.9')

    assert.equal(response.body().locale, 'en')
    assert.equal(response.body().app.servers[0].tagline, server.taglineEn)
  })

  test('detects the region from the country header', async ({ client }) => {
    const response = await client
      .get(pathFor('api.platform.main.show'))
      .header('CF-IPCountry', 'DE')

    response.assertBodyContains({ region: 'global' })
  })

  test('lists the servers in display order', async ({ client, assert }) => {
    const third = await ServerFactory.merge({ position: 3 }).create()
    const first = await ServerFactory.merge({ position: 1 }).create()
    const second = await ServerFactory.merge({ position: 2 }).create()

    const response = await client.get(pathFor('api.platform.main.show'))

    assert.deepEqual(
      response.body().app.servers.map((server: { slug: string }) => server.slug),
      [first.slug, second.slug, third.slug]
    )
  })

  test('sends kept compressed bytes with an ETag; a client holding them gets a 304', async ({
    client,
    assert,
  }) => {
    await ServerFactory.createMany(6)

    const first = await client
      .get(pathFor('api.platform.main.show'))
      .header('accept-encoding', 'br, gzip')
    const etag = first.header('etag')!
    const again = await client
      .get(pathFor('api.platform.main.show'))
      .header('accept-encoding', 'gzip')
      .header('if-none-match', etag)
    const english = await client
      .get(pathFor('api.platform.main.show'))
      .header('Accept-Language', 'en')
      .header('if-none-match', etag)

    first.assertStatus(200)
    first.assertHeader('content-encoding', 'br')
    assert.match(etag, /^W\/"[\w-]+"$/)
    assert.equal(first.body().app.servers.length, 6)
    again.assertStatus(304)
    assert.equal(again.text(), '')
    english.assertStatus(200)
    assert.notEqual(english.header('etag'), etag)
    assert.equal(english.body().locale, 'en')
  })

  test('answers afresh once the app state is read again', async ({ client, assert }) => {
    const first = await ServerFactory.create()
    const before = await client.get(pathFor('api.platform.main.show'))

    const second = await ServerFactory.create()
    await new AppStateService().forget()
    const after = await client
      .get(pathFor('api.platform.main.show'))
      .header('if-none-match', before.header('etag')!)

    after.assertStatus(200)
    assert.notEqual(after.header('etag'), before.header('etag'))
    assert.sameMembers(
      after.body().app.servers.map((server: { slug: string }) => server.slug),
      [first.slug, second.slug]
    )
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import ServerStatus from '#models/server_status'
import { DocumentFactory } from '#database/factories/document_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Server pages', (group) => {
  group.each.setup(isolateDatabase)

  test('shows the server page with its mods and the launcher deep link', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.merge({
      slug: 'techno-magic-rpg',
      name: 'TechnoMagic RPG',
      gameVersion: '1.12.2',
      modpackVersion: '5.1.0',
    }).create()
    await ServerStatus.create({
      serverId: server.id,
      up: true,
      online: 37,
      maxPlayers: 120,
      version: '1.12.2',
      latencyMs: 12,
      tps: 19.5,
      checkedAt: DateTime.utc(),
      changedAt: DateTime.utc(),
    })
    const page = await DocumentFactory.merge({
      target: 'servers',
      slug: server.slug,
      serverName: server.slug,
      modpackVersion: '5.2.0',
    }).create()
    const mod = await DocumentFactory.apply('mod').create()
    await mod.related('servers').create({ serverSlug: server.slug })
    await DocumentFactory.apply('mod').create()

    const response = await client
      .get(pagePath('en', 'content.servers.show', { slug: page.slug }))
      .withInertia()

    response.assertInertiaComponent('content/servers/show')
    response.assertInertiaPropsContains({
      document: { serverName: 'techno-magic-rpg', modpackVersion: '5.2.0' },
      playLink: 'technomagic://play/techno-magic-rpg',
      server: { slug: 'techno-magic-rpg', gameVersion: '1.12.2', modpackVersion: '5.1.0' },
    })
    assert.containsSubset(response.inertiaProps.monitoring.servers['techno-magic-rpg'], {
      up: true,
      online: 37,
      max: 120,
    })
    assert.deepEqual(
      (response.inertiaProps.mods as { id: number }[]).map((row) => row.id),
      [mod.id]
    )
  })

  test('says the server is down without a poll, and has no server for a disabled one', async ({
    client,
    assert,
  }) => {
    const [down, disabled] = await ServerFactory.merge([
      { slug: 'hi-tech' },
      { slug: 'old-magic', enabled: false },
    ]).createMany(2)
    for (const server of [down, disabled]) {
      await DocumentFactory.merge({
        target: 'servers',
        slug: server.slug,
        serverName: server.slug,
      }).create()
    }

    const hiTech = await client
      .get(pagePath('ru', 'content.servers.show', { slug: 'hi-tech' }))
      .withInertia()
    assert.equal(hiTech.inertiaProps.server.slug, 'hi-tech')
    assert.containsSubset(hiTech.inertiaProps.monitoring.servers['hi-tech'], {
      up: false,
      online: 0,
    })

    const gone = await client
      .get(pagePath('ru', 'content.servers.show', { slug: 'old-magic' }))
      .withInertia()
    gone.assertStatus(200)
    assert.isNull(gone.inertiaProps.server)
  })

  test('lands /server/{name} on the real server page', async ({ client }) => {
    const server = await ServerFactory.merge({ slug: 'techno-magic-rpg' }).create()
    await DocumentFactory.merge({
      target: 'servers',
      slug: server.slug,
      serverName: server.slug,
    }).create()
    const response = await client.get('/server/techno_magic')
    response.assertStatus(200)
  })

  test('lands /server/{name} on the page describing that server, whatever its slug', async ({
    client,
  }) => {
    await ServerFactory.merge({ slug: 'techno-magic-rpg' }).create()
    await DocumentFactory.merge({
      target: 'servers',
      slug: 'rpg',
      serverName: 'techno-magic-rpg',
    }).create()
    const response = await client.get('/server/techno_magic').redirects(0)
    response.assertStatus(301)
    response.assertHeader('location', pagePath('ru', 'content.servers.show', { slug: 'rpg' }))
  })
})

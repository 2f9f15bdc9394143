import { test } from '@japa/runner'
import { DocumentFactory } from '#database/factories/document_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { isolateDatabase } from '#tests/support/database'

test.group('Server pages', (group) => {
  group.each.setup(isolateDatabase)

  test('shows the server page with its mods and the launcher deep link', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.merge({
      slug: 'techno-magic-rpg',
      name: 'TechnoMagic RPG',
    }).create()
    const page = await DocumentFactory.merge({
      target: 'servers',
      slug: server.slug,
      serverName: server.slug,
      modpackVersion: '5.2.0',
    }).create()
    const mod = await DocumentFactory.apply('mod').create()
    await mod.related('servers').create({ serverSlug: server.slug })
    await DocumentFactory.apply('mod').create()

    const response = await client.get(`/en/servers/${page.slug}`).withInertia()

    response.assertInertiaComponent('content/servers/show')
    response.assertInertiaPropsContains({
      document: { serverName: 'techno-magic-rpg', modpackVersion: '5.2.0' },
      playLink: 'technomagic://play/techno-magic-rpg',
    })
    assert.deepEqual(
      (response.inertiaProps.mods as { id: number }[]).map((row) => row.id),
      [mod.id]
    )
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
})

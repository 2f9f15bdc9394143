import { test } from '@japa/runner'
import { DocumentFactory } from '#database/factories/document_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Mods pages', (group) => {
  group.each.setup(isolateDatabase)

  test('filters the mods by tag and server and lists the tags', async ({ client, assert }) => {
    const server = await ServerFactory.merge({ slug: 'hitech' }).create()
    const magic = await DocumentFactory.apply('mod').create()
    await magic.related('tags').create({ tag: 'magic' })
    const tech = await DocumentFactory.apply('mod').create()
    await tech.related('tags').create({ tag: 'tech' })
    await tech.related('servers').create({ serverSlug: server.slug })

    const all = await client.get(pagePath('en', 'content.mods.index')).withInertia()
    all.assertInertiaComponent('content/mods/index')
    assert.lengthOf(all.inertiaProps.documents as unknown[], 2)
    assert.deepEqual(all.inertiaProps.tags, [
      { tag: 'magic', count: 1 },
      { tag: 'tech', count: 1 },
    ])

    const byTag = await client
      .get(pagePath('en', 'content.mods.index', {}, { tag: 'magic' }))
      .withInertia()
    assert.deepEqual(
      (byTag.inertiaProps.documents as { id: number }[]).map((mod) => mod.id),
      [magic.id]
    )
    byTag.assertInertiaPropsContains({ filter: { tag: 'magic', server: null } })

    const byServer = await client
      .get(pagePath('en', 'content.mods.index', {}, { server: 'hitech' }))
      .withInertia()
    assert.deepEqual(
      (byServer.inertiaProps.documents as { id: number }[]).map((mod) => mod.id),
      [tech.id]
    )
  })

  test('shows a mod page and 404 for an unknown one', async ({ client }) => {
    const mod = await DocumentFactory.apply('mod').create()
    const page = await client
      .get(pagePath('ru', 'content.mods.show', { slug: mod.slug }))
      .withInertia()
    page.assertInertiaComponent('content/mods/show')
    const missing = await client.get(pagePath('ru', 'content.mods.show', { slug: 'no-such-mod' }))
    missing.assertStatus(404)
  })
})

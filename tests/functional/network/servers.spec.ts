import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ServerFactory } from '#database/factories/server_factory'
import { DocumentFactory } from '#database/factories/document_factory'
import MonitoringPollService from '#services/network/monitoring_poll_service'
import { isolateDatabase } from '#tests/support/database'
import { minecraftServer } from '#tests/support/minecraft'
import { pagePath } from '#tests/support/urls'
import { DateTime } from 'luxon'
import Wipe from '#models/wipe'

test.group('Servers page', (group) => {
  group.each.setup(isolateDatabase)

  test('shows every enabled server with its details and live status', async ({
    client,
    assert,
  }) => {
    const peer = await minecraftServer({ online: 9, maxPlayers: 60 })
    try {
      await ServerFactory.merge({
        slug: 'hi-tech',
        host: '127.0.0.1',
        port: peer.port,
        address: 'hitech.example:25566',
      }).create()
      await ServerFactory.merge({ slug: 'off', enabled: false }).create()
      const poller = await app.container.make(MonitoringPollService)
      await poller.poll()

      const response = await client.get(pagePath('ru', 'network.servers.index')).withInertia()

      response.assertStatus(200)
      response.assertInertiaComponent('network/servers/index')
      const { servers, monitoring, timeZone } = response.inertiaProps
      assert.deepEqual(
        servers.map((server: { slug: string }) => server.slug),
        ['hi-tech']
      )
      assert.equal(servers[0].address, 'hitech.example:25566')
      assert.deepInclude(monitoring.servers['hi-tech'], { up: true, online: 9, max: 60 })
      assert.equal(timeZone, 'Europe/Moscow')
    } finally {
      await peer.close()
    }
  }).timeout(20_000)

  test('renders the page on the server, linking each server to its page', async ({
    client,
    assert,
  }) => {
    await ServerFactory.merge({ slug: 'magic-rpg', name: 'Magic RPG' }).create()
    await DocumentFactory.merge({
      target: 'servers',
      slug: 'magic-rpg',
      serverName: 'magic-rpg',
    }).create()
    const response = await client.get(pagePath('en', 'network.servers.index'))
    response.assertStatus(200)
    assert.include(response.text(), 'Magic RPG')
    assert.include(
      response.text(),
      `href="${pagePath('en', 'content.servers.show', { slug: 'magic-rpg' })}"`
    )
  })

  test('shows the next wipe of each server, with its news post, and no past one', async ({
    client,
    assert,
  }) => {
    const soon = await ServerFactory.merge({ slug: 'hi-tech' }).create()
    const wiped = await ServerFactory.merge({ slug: 'magic' }).create()
    const news = await DocumentFactory.merge({ target: 'news', slug: 'wipe-news' }).create()
    const now = DateTime.utc().startOf('second')
    await Wipe.create({ serverId: soon.id, wipeAt: now.plus({ days: 9 }), documentId: null })
    const next = now.plus({ days: 3 })
    await Wipe.create({ serverId: soon.id, wipeAt: next, documentId: news.id })
    await Wipe.create({ serverId: wiped.id, wipeAt: now.minus({ hours: 1 }), documentId: null })

    const response = await client.get(pagePath('en', 'network.servers.index')).withInertia()

    assert.deepEqual(response.inertiaProps.upcomingWipes, {
      'hi-tech': { wipeAt: next.toISO(), newsSlug: 'wipe-news' },
    })
  })
})

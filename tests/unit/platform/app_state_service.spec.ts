import { test } from '@japa/runner'
import Server from '#models/server'
import AppStateService from '#services/platform/app_state_service'
import { ServerFactory } from '#database/factories/server_factory'
import { isolateDatabase } from '#tests/support/database'

test.group('App state cache', (group) => {
  group.each.setup(isolateDatabase)

  test('serves servers as models in display order, cached until forgotten', async ({ assert }) => {
    await ServerFactory.merge({ slug: 'second', position: 2 }).create()
    await ServerFactory.merge({ slug: 'first', position: 1, taglineEn: 'The first' }).create()
    const state = new AppStateService()

    const servers = await state.servers()
    await ServerFactory.merge({ slug: 'third', position: 3 }).create()
    const cached = await state.servers()
    await state.forget()
    const fresh = await state.servers()

    assert.deepEqual(
      servers.map((server) => server.slug),
      ['first', 'second']
    )
    assert.instanceOf(cached[0], Server)
    assert.equal(cached[0].tagline('en'), 'The first')
    assert.lengthOf(cached, 2)
    assert.lengthOf(fresh, 3)
  })

  test('builds a derived value once per version of the state', async ({ assert }) => {
    await ServerFactory.create()
    const state = new AppStateService()
    let builds = 0
    const count = (current: { servers: Server[] }) => {
      builds++
      return Promise.resolve(current.servers.length)
    }

    const [first, concurrent] = await Promise.all([
      state.derived('spec.count', count),
      state.derived('spec.count', count),
    ])
    const [one, other] = await Promise.all([state.current(), state.current()])
    await ServerFactory.create()
    const cached = await state.derived('spec.count', count)
    await state.forget()
    const fresh = await state.derived('spec.count', count)

    assert.deepEqual([first, concurrent, cached, fresh], [1, 1, 1, 2])
    assert.equal(builds, 2)
    assert.strictEqual(one, other)
  })
})

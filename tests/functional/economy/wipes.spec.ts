import { test } from '@japa/runner'
import Wipe from '#models/wipe'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

async function wipeEditor() {
  const user = await UserFactory.create()
  const group = await withPermissions(['web.wipes.edit']).create()
  await user.related('staffGroups').attach([group.id])
  return user
}

test.group('Staff → wipes (page)', (group) => {
  group.each.setup(isolateDatabase)

  test('announces a wipe and lists it', async ({ client, assert }) => {
    const staff = await wipeEditor()
    const server = await ServerFactory.create()
    const wipeAt = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16)

    const response = await client
      .post(pagePath('en', 'economy.wipes.store'))
      .json({ serverId: server.id, wipeAt: `${wipeAt}:00Z`, documentId: null })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', 'economy.wipes.created')
    const wipe = await Wipe.findByOrFail('server_id', server.id)
    assert.equal(wipe.wipeAt.toUTC().toISO()!.slice(0, 16), wipeAt)
    const page = await client
      .get(pagePath('en', 'economy.wipes.index'))
      .loginAs(staff)
      .withInertia()
    page.assertInertiaComponent('economy/wipes/index')
    page.assertInertiaPropsContains({ wipes: [{ id: wipe.id, server: server.name }] })
  })

  test('is a 404 without web.wipes.edit', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get(pagePath('en', 'economy.wipes.index')).loginAs(user)
    response.assertStatus(404)
  })
})

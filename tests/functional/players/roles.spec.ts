import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { hide, privacyStaff } from '#tests/support/social'
import { grantOf, moveNetwork } from '#tests/support/store'
import { pagePath } from '#tests/support/urls'

test.group('Profile roles tab (page)', (group) => {
  group.each.setup(isolateDatabase)

  test('shows the active roles per server', async ({ client, assert }) => {
    const { hiTech, vip } = await moveNetwork()
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    await grantOf(player, hiTech.id, vip.id)

    const response = await client
      .get(pagePath('en', 'players.roles.index', { nickname: 'kirito_92' }))
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('players/roles/index')
    assert.equal(response.inertiaProps.player.login, 'Kirito_92')
    assert.deepEqual(
      response.inertiaProps.roles.map((row: { server: { slug: string } }) => row.server.slug),
      ['hi-tech']
    )
  })

  test('hidden roles: a notice for others, the list for the owner and staff', async ({
    client,
    assert,
  }) => {
    const { hiTech, vip } = await moveNetwork()
    const owner = await UserFactory.merge({ nickname: 'Hermit' }).create()
    await grantOf(owner, hiTech.id, vip.id)
    await hide(owner, ['roles'])

    const guest = await client
      .get(pagePath('en', 'players.roles.index', { nickname: 'Hermit' }))
      .withInertia()
    const other = await client
      .get(pagePath('en', 'players.roles.index', { nickname: 'Hermit' }))
      .loginAs(await UserFactory.create())
      .withInertia()
    const self = await client
      .get(pagePath('en', 'players.roles.index', { nickname: 'Hermit' }))
      .loginAs(owner)
      .withInertia()
    const staff = await client
      .get(pagePath('en', 'players.roles.index', { nickname: 'Hermit' }))
      .loginAs(await privacyStaff())
      .withInertia()

    guest.assertStatus(200)
    assert.isNull(guest.inertiaProps.roles)
    assert.isNull(other.inertiaProps.roles)
    assert.lengthOf(self.inertiaProps.roles, 1)
    assert.lengthOf(staff.inertiaProps.roles, 1)
  })

  test('an unknown nickname is 404', async ({ client }) => {
    const response = await client.get(
      pagePath('en', 'players.roles.index', { nickname: 'Nobody_Known' })
    )
    response.assertStatus(404)
  })
})

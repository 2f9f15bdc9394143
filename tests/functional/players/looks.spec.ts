import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet → profile page', (group) => {
  group.each.setup(isolateDatabase)

  test('shows the player their skin, cape and avatar state', async ({ client, assert }) => {
    const skinKey = randomUUID()
    const user = await UserFactory.merge({ skinKey, skinModel: 'slim' }).create()
    const response = await client
      .get(pagePath('en', 'players.looks.edit'))
      .loginAs(user)
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('players/looks/edit')
    const { look } = response.inertiaProps as {
      look: { skin: { id: string; model: string; texture: string }; cape: null; avatar: null }
    }
    assert.deepEqual(look.skin, {
      id: skinKey,
      model: 'slim',
      texture: `/looks/skin/${skinKey}/texture`,
    })
    assert.isNull(look.cape)
    assert.isNull(look.avatar)
  })

  test('sends a guest to the login', async ({ client }) => {
    const response = await client.get(pagePath('en', 'players.looks.edit')).redirects(0)
    response.assertStatus(302)
  })
})

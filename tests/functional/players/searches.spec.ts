import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Player search page', (group) => {
  group.each.setup(isolateDatabase)

  test('opens empty', async ({ client, assert }) => {
    const response = await client.get(pagePath('en', 'players.searches.index')).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('players/searches/index')
    assert.deepEqual(response.inertiaProps, {
      ...response.inertiaProps,
      query: '',
      tooShort: false,
      players: null,
    })
  })

  test('answers a query without scripts too', async ({ client, assert }) => {
    await UserFactory.merge({ nickname: 'Wanderer' }).create()
    await GamePlayerFactory.merge({ nickname: 'wandering', nicknameKey: 'wandering' }).create()

    const response = await client
      .get(pagePath('ru', 'players.searches.index'))
      .qs({ query: 'WAND' })
      .withInertia()

    response.assertStatus(200)
    assert.equal(response.inertiaProps.query, 'WAND')
    assert.deepEqual(response.inertiaProps.players, [
      { login: 'Wanderer', avatarOrSkin: null, registered: true, online: false },
      { login: 'wandering', avatarOrSkin: null, registered: false, online: false },
    ])
  })

  test('says a short query needs four characters instead of searching', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get(pagePath('en', 'players.searches.index'))
      .qs({ query: 'wan' })
      .withInertia()

    response.assertStatus(200)
    assert.isTrue(response.inertiaProps.tooShort)
    assert.isNull(response.inertiaProps.players)
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import GamePlayerPresence from '#models/game_player_presence'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { isolateDatabase } from '#tests/support/database'
import { gamePlayerOf } from '#tests/support/players'
import { pathFor } from '#tests/support/urls'

test.group('API user/profile', (group) => {
  group.each.setup(isolateDatabase)

  test('answers a registered player with the servers they are on now', async ({
    client,
    assert,
  }) => {
    const [on, off] = await ServerFactory.createMany(2)
    const user = await UserFactory.merge({ nickname: 'Seer' }).create()
    const player = await gamePlayerOf(user)
    await GamePlayerPresence.createMany([
      { serverId: on.id, gamePlayerId: player.id, online: true, onlineSince: DateTime.utc() },
      { serverId: off.id, gamePlayerId: player.id, online: false, onlineSince: null },
    ])

    const response = await client.get(pathFor('api.players.profiles.show', { nickname: 'seer' }))

    response.assertStatus(200)
    assert.deepInclude(response.body().player, {
      login: 'Seer',
      registered: true,
      online: true,
      onlineServers: [on.slug],
    })
  })

  test('marks a game-only player as not registered', async ({ client, assert }) => {
    await GamePlayerFactory.merge({ nickname: 'Drifter', nicknameKey: 'drifter' }).create()

    const response = await client.get(pathFor('api.players.profiles.show', { nickname: 'Drifter' }))

    response.assertStatus(200)
    assert.deepInclude(response.body().player, {
      registered: false,
      registeredAt: null,
      online: false,
    })
  })

  test('answers 404 with error 1901 for an unknown nickname', async ({ client }) => {
    const response = await client
      .get(pathFor('api.players.profiles.show', { nickname: 'Nobody' }))
      .header('Accept-Language', 'en')

    response.assertStatus(404)
    response.assertBodyContains({
      error: 'nickname',
      error_code: 1901,
      error_message: 'No player is called Nobody.',
    })
  })
})

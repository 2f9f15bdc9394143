import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import GamePlayerPresence from '#models/game_player_presence'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { isolateDatabase } from '#tests/support/database'
import { gamePlayerOf } from '#tests/support/players'
import { pathFor } from '#tests/support/urls'

test.group('API user/search', (group) => {
  group.each.setup(isolateDatabase)

  test('finds accounts and game players by the start of the nickname, any case', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.create()
    const mage = await gamePlayerOf(await UserFactory.merge({ nickname: 'Sakura_Mage' }).create())
    await UserFactory.merge({ nickname: 'sakuraBlade' }).create()
    await GamePlayerFactory.merge({ nickname: 'SAKURA9', nicknameKey: 'sakura9' }).create()
    await GamePlayerFactory.merge({ nickname: 'Sakur', nicknameKey: 'sakur' }).create()
    await GamePlayerFactory.merge({ nickname: 'xSakura', nicknameKey: 'xsakura' }).create()
    await GamePlayerPresence.create({
      serverId: server.id,
      gamePlayerId: mage.id,
      online: true,
      onlineSince: DateTime.utc(),
    })

    const response = await client.get(pathFor('api.players.searches.index')).qs({ query: 'sAkUrA' })

    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      data: [
        { login: 'SAKURA9', avatarOrSkin: null, registered: false, online: false },
        { login: 'Sakura_Mage', avatarOrSkin: null, registered: true, online: true },
        { login: 'sakuraBlade', avatarOrSkin: null, registered: true, online: false },
      ],
    })
  })

  test('treats `_` as itself, not as any character', async ({ client, assert }) => {
    await GamePlayerFactory.merge({ nickname: 'abc_d', nicknameKey: 'abc_d' }).create()
    await GamePlayerFactory.merge({ nickname: 'abcxd', nicknameKey: 'abcxd' }).create()

    const response = await client.get(pathFor('api.players.searches.index')).qs({ query: 'abc_' })

    assert.deepEqual(
      response.body().data.map((player: { login: string }) => player.login),
      ['abc_d']
    )
  })

  test('lists at most ten players, in nickname order', async ({ client, assert }) => {
    for (let index = 11; index >= 0; index--) {
      await GamePlayerFactory.merge({
        nickname: `Rune${String(index).padStart(2, '0')}`,
        nicknameKey: `rune${String(index).padStart(2, '0')}`,
      }).create()
    }

    const response = await client.get(pathFor('api.players.searches.index')).qs({ query: 'rune' })

    assert.deepEqual(
      response.body().data.map((player: { login: string }) => player.login),
      [
        'Rune00',
        'Rune01',
        'Rune02',
        'Rune03',
        'Rune04',
        'Rune05',
        'Rune06',
        'Rune07',
        'Rune08',
        'Rune09',
      ]
    )
  })

  test('finds nobody for characters no nickname has', async ({ client, assert }) => {
    await GamePlayerFactory.merge({ nickname: 'Abcd', nicknameKey: 'abcd' }).create()

    const response = await client.get(pathFor('api.players.searches.index')).qs({ query: 'ab%d' })

    response.assertStatus(200)
    assert.deepEqual(response.body(), { data: [] })
  })

  test('refuses fewer than four characters and more than a nickname holds', async ({ client }) => {
    const short = await client
      .get(pathFor('api.players.searches.index'))
      .qs({ query: ' abc ' })
      .header('Accept-Language', 'en')
    const missing = await client
      .get(pathFor('api.players.searches.index'))
      .header('Accept-Language', 'ru')
    const long = await client
      .get(pathFor('api.players.searches.index'))
      .qs({ query: 'a'.repeat(17) })

    short.assertStatus(400)
    short.assertBody({
      error: 'query',
      error_code: 1950,
      error_message: 'Enter at least four characters',
      details: { type: 'query', description: 'Enter at least four characters' },
    })
    missing.assertStatus(400)
    missing.assertBodyContains({
      error_code: 1950,
      error_message: 'Введите не меньше четырёх символов',
    })
    long.assertStatus(400)
    long.assertBodyContains({ error: 'validation', details: { type: 'query' } })
  })
})

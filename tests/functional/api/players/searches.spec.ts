import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import PrivacySetting from '#models/privacy_setting'
import { PRIVACY_BYPASS_PERMISSION } from '#domain/accounts/privacy'
import { staffWith } from '#tests/support/content'
import { DateTime } from 'luxon'
import GamePlayerPresence from '#models/game_player_presence'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { isolateDatabase } from '#tests/support/database'
import { gamePlayerOf } from '#tests/support/players'
import { pagePath, pathFor } from '#tests/support/urls'

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

test.group('Presence behind the privacy rule', (group) => {
  group.each.setup(isolateDatabase)

  /**
   * Every place that shows whether a player is online: the profile (API), the search (API and
   * page). Each answers whether Hidden_Owl is online, as `viewer` sees it.
   */
  const PLACES: Record<string, (client: ApiClient, viewer: User | null) => Promise<unknown>> = {
    'API user/profile': async (client, viewer) => {
      const request = client.get(pathFor('api.players.profiles.show', { nickname: 'Hidden_Owl' }))
      const response = await (viewer ? request.loginAs(viewer) : request)
      return response.body().player.online === true
    },
    'API user/search': async (client, viewer) => {
      const request = client.get(pathFor('api.players.searches.index')).qs({ query: 'hidden' })
      const response = await (viewer ? request.loginAs(viewer) : request)
      return response.body().data[0].online
    },
    'page /player-search': async (client, viewer) => {
      const request = client
        .get(pagePath('en', 'players.searches.index'))
        .qs({ query: 'hidden' })
        .withInertia()
      const response = await (viewer ? request.loginAs(viewer) : request)
      const players = response.inertiaProps.players as { online: boolean }[]
      return players[0].online
    },
  }

  test('a player who hides online shows offline to guests, players and staff, not to self')
    .with(Object.keys(PLACES))
    .run(async ({ client, assert }, place) => {
      const server = await ServerFactory.create()
      const owner = await UserFactory.merge({ nickname: 'Hidden_Owl' }).create()
      const gamePlayer = await gamePlayerOf(owner)
      await GamePlayerPresence.create({
        serverId: server.id,
        gamePlayerId: gamePlayer.id,
        online: true,
        onlineSince: DateTime.utc(),
      })
      await PrivacySetting.create({
        userId: owner.id,
        hideStatistics: false,
        hideFriends: false,
        hideRoles: false,
        hideOnline: true,
      })
      const seen = PLACES[place]

      assert.isFalse(await seen(client, null), 'guest')
      assert.isFalse(await seen(client, await UserFactory.create()), 'player')
      assert.isFalse(await seen(client, await staffWith(['web.documents.edit'])), 'staff')
      assert.isTrue(await seen(client, owner), 'the owner')
      assert.isTrue(await seen(client, await staffWith([PRIVACY_BYPASS_PERMISSION])), 'bypass')
    })
})

import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import { isolateDatabase } from '#tests/support/database'
import { daysAgo, gamePlayerOf, playDays } from '#tests/support/players'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { hide, privacyStaff } from '#tests/support/social'
import { pagePath, pathFor } from '#tests/support/urls'

type Viewer = 'owner' | 'other player' | 'guest' | 'staff'

/** The viewer of each case, as a user to log in (null: a guest). */
async function viewerOf(kind: Viewer, owner: User) {
  if (kind === 'owner') return owner
  if (kind === 'staff') return privacyStaff()
  if (kind === 'other player') return UserFactory.create()
  return null
}

/** A player with play on one server, hiding `parts`. */
async function hidingPlayer(parts: Parameters<typeof hide>[1]) {
  const server = await ServerFactory.create()
  const owner = await UserFactory.merge({ nickname: 'Secretive' }).create()
  await playDays(await gamePlayerOf(owner), server, { [daysAgo(0)]: 7200 })
  await new PlaytimeTotalService().refresh({ full: true })
  await hide(owner, parts)
  return { owner, server }
}

const CASES: { viewer: Viewer; sees: boolean }[] = [
  { viewer: 'owner', sees: true },
  { viewer: 'staff', sees: true },
  { viewer: 'other player', sees: false },
  { viewer: 'guest', sees: false },
]

test.group('Profile privacy: statistics', (group) => {
  group.each.setup(isolateDatabase)

  test('the statistics page shows hidden statistics to the {viewer} only if allowed')
    .with(CASES)
    .run(async ({ client, assert }, row) => {
      const { owner } = await hidingPlayer(['statistics'])
      const viewer = await viewerOf(row.viewer, owner)

      const request = client
        .get(pagePath('en', 'players.statistics.show', { nickname: 'Secretive' }))
        .withInertia()
      const response = await (viewer ? request.loginAs(viewer) : request)

      response.assertStatus(200)
      response.assertInertiaComponent('players/statistics/show')
      const props = response.inertiaProps as {
        statistics: unknown[] | null
        playtime: unknown
        player: { hidden: string[]; concealed: string[] }
      }
      assert.deepEqual(props.player.hidden, ['statistics'])
      if (row.sees) {
        assert.lengthOf(props.statistics!, 2)
        assert.isNotNull(props.playtime)
        assert.deepEqual(props.player.concealed, [])
      } else {
        assert.isNull(props.statistics)
        assert.isNull(props.playtime)
        assert.deepEqual(props.player.concealed, ['statistics'])
      }
    })

  test('the statistics and playtime API answer 403 / 1920 to the {viewer} unless allowed')
    .with(CASES)
    .run(async ({ client, assert }, row) => {
      const { owner, server } = await hidingPlayer(['statistics'])
      const viewer = await viewerOf(row.viewer, owner)
      const headers = viewer ? sessionHeaders(await openSession(viewer)) : {}
      const urls = [
        pathFor('api.players.statistics.show', { nickname: 'Secretive' }),
        pathFor('api.players.statistics.show', { nickname: 'Secretive', server: server.slug }),
        pathFor('api.players.playtimes.show', { nickname: 'Secretive' }, { period: '3m' }),
        pathFor(
          'api.players.playtime_ranges.show',
          { nickname: 'Secretive' },
          { resolution: 'day', from: daysAgo(3), to: daysAgo(-1) }
        ),
      ]

      for (const url of urls) {
        const response = await client.get(url).headers(headers).header('Accept-Language', 'en')
        if (row.sees) {
          response.assertStatus(200)
        } else {
          response.assertStatus(403)
          assert.deepInclude(response.body(), {
            error: 'statistics',
            error_code: 1920,
            error_message: 'Secretive hides their statistics from other players.',
          })
        }
      }
    })

  test('a player who hides nothing shows statistics to guests', async ({ client }) => {
    await hidingPlayer([])

    const response = await client.get(
      pathFor('api.players.statistics.show', { nickname: 'secretive' })
    )

    response.assertStatus(200)
  })
})

test.group('Profile privacy: online status', (group) => {
  group.each.setup(isolateDatabase)

  test('the profile API hides the online status from the {viewer} unless allowed')
    .with(CASES)
    .run(async ({ client, assert }, row) => {
      const { owner } = await hidingPlayer(['online'])
      const viewer = await viewerOf(row.viewer, owner)
      const headers = viewer ? sessionHeaders(await openSession(viewer)) : {}

      const response = await client
        .get(pathFor('api.players.profiles.show', { nickname: 'Secretive' }))
        .headers(headers)

      response.assertStatus(200)
      const player = response.body().player
      assert.deepEqual(player.hidden, ['online'])
      if (row.sees) {
        assert.isFalse(player.online)
      } else {
        assert.isNull(player.online)
        assert.deepEqual(player.onlineServers, [])
      }
    })
})

import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GameBanFactory } from '#database/factories/game_ban_factory'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

type Ban = { login: string; status: string; server: { slug: string } }

async function loggedIn() {
  return sessionHeaders(await openSession(await UserFactory.create()))
}

test.group('Ban list page', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a guest to the login with the way back', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'players.bans.index'))
      .qs({ server: 'sky' })
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'en',
        'accounts.sessions.create',
        {},
        {
          return: pagePath('en', 'players.bans.index', {}, { server: 'sky' }),
        }
      )
    )
  })

  test('shows the bans of a server found by nickname, with the servers to choose', async ({
    client,
    assert,
  }) => {
    const [forge, sky] = await ServerFactory.merge([{ position: 1 }, { position: 2 }]).createMany(2)
    await GameBanFactory.apply('permanent')
      .merge({ serverId: sky.id, nickname: 'Cheater', nicknameKey: 'cheater' })
      .create()
    await GameBanFactory.merge({
      serverId: forge.id,
      nickname: 'Cheat_X',
      nicknameKey: 'cheat_x',
    }).create()
    await GameBanFactory.merge({ serverId: sky.id }).create()

    const response = await client
      .get(pagePath('en', 'players.bans.index'))
      .qs({ server: sky.slug, nickname: 'CHEAT' })
      .headers(await loggedIn())
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('players/bans/index')
    const props = response.inertiaProps as {
      filter: unknown
      meta: unknown
      bans: Ban[]
      servers: { slug: string }[]
    }
    assert.deepEqual(props.filter, { server: sky.slug, nickname: 'CHEAT' })
    assert.deepEqual(props.meta, { page: 1, perPage: 25, total: 1 })
    assert.deepEqual(
      props.bans.map((ban) => [ban.login, ban.status]),
      [['Cheater', 'permanent']]
    )
    assert.deepEqual(
      props.servers.map((server) => server.slug),
      [forge.slug, sky.slug]
    )
  })

  test('answers the 404 page for an unknown server', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'players.bans.index'))
      .qs({ server: 'nowhere' })
      .headers(await loggedIn())
      .withInertia()

    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('refuses a page that is not a positive whole number', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'players.bans.index'))
      .qs({ page: -1 })
      .headers({ ...(await loggedIn()), referer: pagePath('en', 'players.tops.index') })
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'players.tops.index'))
  })
})

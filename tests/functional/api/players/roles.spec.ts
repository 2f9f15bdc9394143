import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { hide, privacyStaff } from '#tests/support/social'
import { grantOf, moveNetwork } from '#tests/support/store'
import { pathFor } from '#tests/support/urls'

async function headersOf(user: Parameters<typeof openSession>[0]) {
  return { ...sessionHeaders(await openSession(user)), 'Accept-Language': 'en' }
}

test.group('API roles/{nickname}', (group) => {
  group.each.setup(isolateDatabase)

  test('lists the active roles per server with their expiry', async ({ client, assert }) => {
    const { hiTech, magic, vip, magicVip } = await moveNetwork()
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    const timed = await grantOf(player, hiTech.id, vip.id, 10)
    await grantOf(player, magic.id, magicVip.id, null)
    await grantOf(player, magic.id, magicVip.id, -1)

    const response = await client
      .get(pathFor('api.players.roles.index', { nickname: 'kirito_92' }))
      .header('Accept-Language', 'en')

    response.assertStatus(200)
    assert.equal(response.body().login, 'Kirito_92')
    const roles = response.body().roles as {
      server: { slug: string }
      item: { slug: string }
      expiresAt: string | null
    }[]
    assert.deepEqual(
      roles.map((row) => [row.server.slug, row.item.slug, row.expiresAt]),
      [
        ['hi-tech', 'vip', timed.expiresAt!.toUTC().toISO()],
        ['magic-rpg', 'vip', null],
      ]
    )
  })

  test('hidden roles: 403 for others, shown to the owner and staff', async ({ client, assert }) => {
    const { hiTech, vip } = await moveNetwork()
    const owner = await UserFactory.merge({ nickname: 'Hermit' }).create()
    await grantOf(owner, hiTech.id, vip.id)
    await hide(owner, ['roles'])

    const guest = await client
      .get(pathFor('api.players.roles.index', { nickname: 'Hermit' }))
      .header('Accept-Language', 'en')
    const other = await client
      .get(pathFor('api.players.roles.index', { nickname: 'Hermit' }))
      .headers(await headersOf(await UserFactory.create()))
    const self = await client
      .get(pathFor('api.players.roles.index', { nickname: 'Hermit' }))
      .headers(await headersOf(owner))
    const staff = await client
      .get(pathFor('api.players.roles.index', { nickname: 'Hermit' }))
      .headers(await headersOf(await privacyStaff()))

    guest.assertStatus(403)
    guest.assertBodyContains({
      error: 'roles',
      error_message: 'Hermit hides their roles from other players.',
    })
    other.assertStatus(403)
    assert.lengthOf(self.body().roles, 1)
    assert.lengthOf(staff.body().roles, 1)
  })

  test('a game-only player has none; an unknown nickname is 404', async ({ client }) => {
    await GamePlayerFactory.merge({ nickname: 'Wanderer', nicknameKey: 'wanderer' }).create()

    const gameOnly = await client.get(pathFor('api.players.roles.index', { nickname: 'Wanderer' }))
    const unknown = await client.get(
      pathFor('api.players.roles.index', { nickname: 'Nobody_Known' })
    )

    gameOnly.assertStatus(200)
    gameOnly.assertBody({ login: 'Wanderer', roles: [] })
    unknown.assertStatus(404)
  })
})

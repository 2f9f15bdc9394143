import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GameBanFactory } from '#database/factories/game_ban_factory'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

async function loggedIn() {
  return sessionHeaders(await openSession(await UserFactory.create()))
}

test.group('API ban/list', (group) => {
  group.each.setup(isolateDatabase)

  test('needs a login', async ({ client }) => {
    const response = await client.get(pathFor('api.players.bans.index'))

    response.assertStatus(401)
    response.assertBodyContains({ error: 'unauthorized' })
  })

  test('lists bans newest first with who, why, when and their state', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.merge({ name: 'Sky Isles', slug: 'sky-isles' }).create()
    const temporary = await GameBanFactory.merge({
      serverId: server.id,
      nickname: 'Griefer',
      nicknameKey: 'griefer',
    }).create()
    const permanent = await GameBanFactory.apply('permanent')
      .merge({ serverId: server.id })
      .create()
    permanent.startsAt = temporary.startsAt!.minus({ hours: 1 })
    await permanent.save()
    const expired = await GameBanFactory.apply('expired').merge({ serverId: server.id }).create()
    const lifted = await GameBanFactory.apply('expired')
      .apply('lifted')
      .merge({ serverId: server.id })
      .create()
    lifted.startsAt = expired.startsAt!.minus({ days: 1 })
    await lifted.save()

    const response = await client.get(pathFor('api.players.bans.index')).headers(await loggedIn())

    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.meta, { page: 1, perPage: 25, total: 4 })
    assert.deepEqual(
      body.data.map((ban: { id: number; status: string }) => [ban.id, ban.status]),
      [
        [temporary.id, 'temporary'],
        [permanent.id, 'permanent'],
        [expired.id, 'expired'],
        [lifted.id, 'unbanned'],
      ]
    )
    assert.deepEqual(body.data[0], {
      id: temporary.id,
      server: { slug: 'sky-isles', name: 'Sky Isles' },
      login: 'Griefer',
      avatarOrSkin: null,
      bannedBy: 'Moderator',
      reason: 'Griefing',
      startsAt: temporary.startsAt!.toUTC().toISO(),
      endsAt: temporary.endsAt!.toUTC().toISO(),
      status: 'temporary',
      liftedAt: null,
      liftedBy: null,
    })
    assert.isNull(body.data[1].endsAt)
    assert.equal(body.data[3].liftedBy, 'Admin')
  })

  test('filters by server and by the start of a nickname, and pages', async ({
    client,
    assert,
  }) => {
    const [first, second] = await ServerFactory.createMany(2)
    await GameBanFactory.merge({
      serverId: first.id,
      nickname: 'Raider_1',
      nicknameKey: 'raider_1',
    }).create()
    await GameBanFactory.merge({
      serverId: second.id,
      nickname: 'RAIDER2',
      nicknameKey: 'raider2',
    }).create()
    await GameBanFactory.merge({ serverId: second.id }).createMany(3)
    // An unban that arrived before its ban: nothing to show yet.
    await GameBanFactory.merge({
      serverId: second.id,
      nickname: null,
      nicknameKey: null,
      startsAt: null,
    }).create()
    const headers = await loggedIn()

    const onSecond = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ server: second.slug })
      .headers(headers)
    const raiders = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ nickname: 'raider' })
      .headers(headers)
    const both = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ nickname: 'Raider', server: first.slug })
      .headers(headers)
    const pageTwo = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ perPage: 2, page: 2 })
      .headers(headers)

    assert.equal(onSecond.body().meta.total, 4)
    assert.isTrue(
      onSecond
        .body()
        .data.every((ban: { server: { slug: string } }) => ban.server.slug === second.slug)
    )
    assert.sameMembers(
      raiders.body().data.map((ban: { login: string }) => ban.login),
      ['Raider_1', 'RAIDER2']
    )
    assert.deepEqual(
      both.body().data.map((ban: { login: string }) => ban.login),
      ['Raider_1']
    )
    assert.deepEqual(pageTwo.body().meta, { page: 2, perPage: 2, total: 5 })
    assert.lengthOf(pageTwo.body().data, 2)
  })

  test('refuses an unknown server, a bad page and too long a page', async ({ client }) => {
    const headers = await loggedIn()

    const server = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ server: 'nowhere' })
      .headers(headers)
    const page = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ page: 0 })
      .headers(headers)
    const text = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ page: 'two' })
      .headers(headers)
    const perPage = await client
      .get(pathFor('api.players.bans.index'))
      .qs({ perPage: 101 })
      .headers(headers)

    server.assertStatus(404)
    server.assertBodyContains({ error: 'server', error_code: 1902 })
    page.assertStatus(400)
    page.assertBodyContains({ error: 'validation', details: { type: 'page' } })
    text.assertStatus(400)
    perPage.assertStatus(400)
    perPage.assertBodyContains({ details: { type: 'perPage' } })
  })
})

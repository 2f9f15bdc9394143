import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { CoverArtFactory } from '#database/factories/cover_art_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { StoreGrantFactory } from '#database/factories/store_grant_factory'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

type Part = {
  part: string
  current: string
  items: {
    id: string
    name: { ru: string; en: string } | null
    image: string | null
    lockedBy: { ru: string; en: string } | null
  }[]
}

const setPath = (part: string, id: string) =>
  pathFor('api.accounts.cover_parts.update', { part, id })

test.group('API cabinet/profile-theme', (group) => {
  group.each.setup(isolateDatabase)

  test('lists the glows and sets one, then the profile shows it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const before = await client
      .get(pathFor('api.accounts.cover_parts.show', { part: 'glow' }))
      .loginAs(user)
    before.assertStatus(200)
    const listed = before.body() as Part
    assert.equal(listed.current, 'none')
    assert.deepEqual(
      listed.items.map((item) => item.id),
      ['sea_wave', 'octarine', 'starry_night', 'amber_orange']
    )

    const set = await client.post(setPath('glow', 'starry_night')).loginAs(user)
    set.assertStatus(200)
    set.assertBody({ part: 'glow', current: 'starry_night' })
    await client.post(setPath('style', 'shards')).loginAs(user)

    const profile = await client.get(
      pathFor('api.players.profiles.show', { nickname: user.nickname })
    )
    assert.deepEqual(profile.body().player.cover, {
      glow: 'starry_night',
      style: 'shards',
      art: null,
    })

    const cleared = await client.post(setPath('glow', 'none')).loginAs(user)
    cleared.assertBody({ part: 'glow', current: 'none' })
    await user.refresh()
    assert.isNull(user.coverGlow)
    assert.equal(user.coverStyle, 'shards')
  })

  test('refuses {title} with 404 / 1964, changing nothing')
    .with([
      { title: 'an unknown glow', part: 'glow', id: 'neon' },
      { title: 'a glow named as a style', part: 'style', id: 'octarine' },
      { title: 'a missing art', part: 'art', id: '999' },
      { title: 'a hidden art', part: 'art', id: 'HIDDEN' },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      const hidden = await CoverArtFactory.merge({ hidden: true }).create()
      const id = row.id === 'HIDDEN' ? String(hidden.id) : row.id
      const response = await client.post(setPath(row.part, id)).loginAs(user)
      response.assertStatus(404)
      assert.equal(response.body().error_code, 1964)
      await user.refresh()
      assert.isNull(user.coverGlow)
      assert.isNull(user.coverStyle)
      assert.isNull(user.coverArtId)
    })

  test('an art locked by a role is refused until the player holds the role', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.create()
    const role = await StoreRoleFactory.merge({
      serverId: server.id,
      nameRu: 'Легенда',
      nameEn: 'Legend',
    }).create()
    const free = await CoverArtFactory.create()
    const locked = await CoverArtFactory.merge({ requiredRole: role.slug }).create()
    await CoverArtFactory.merge({ hidden: true }).create()
    const user = await UserFactory.create()

    const listed = await client
      .get(pathFor('api.accounts.cover_parts.show', { part: 'art' }))
      .loginAs(user)
    const items = (listed.body() as Part).items
    assert.deepEqual(
      items.map((item) => [item.id, item.lockedBy?.en ?? null]),
      [
        [String(free.id), null],
        [String(locked.id), 'Legend'],
      ]
    )
    assert.equal(items[0].image, `/looks/cover/${free.key}/original`)

    const refused = await client
      .post(setPath('art', String(locked.id)))
      .header('Accept-Language', 'en')
      .loginAs(user)
    refused.assertStatus(403)
    assert.equal(refused.body().error_code, 1965)
    assert.include(refused.body().error_message, 'Legend')
    // A Russian request names the role in Russian.
    const refusedRu = await client
      .post(setPath('art', String(locked.id)))
      .header('Accept-Language', 'ru')
      .loginAs(user)
    assert.equal(refusedRu.body().error_message, 'Для этого арта нужна роль Легенда.')

    await StoreGrantFactory.merge({
      userId: user.id,
      serverId: server.id,
      roleId: role.id,
    }).create()
    const allowed = await client.post(setPath('art', String(locked.id))).loginAs(user)
    allowed.assertStatus(200)
    await user.refresh()
    assert.equal(user.coverArtId, locked.id)
  })

  test('one idempotency key sets once: racing replays answer the first result', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const key = randomUUID()
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post(setPath('style', 'wave')).header('Idempotency-Key', key).loginAs(user)
      )
    )
    for (const reply of replies) {
      reply.assertStatus(200)
      reply.assertBody({ part: 'style', current: 'wave' })
    }
    const reused = await client
      .post(setPath('style', 'circles'))
      .header('Idempotency-Key', key)
      .loginAs(user)
    reused.assertStatus(409)
    await user.refresh()
    assert.equal(user.coverStyle, 'wave')
  })

  test('racing choices of one part leave one of them, every reply a success', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const glows = ['sea_wave', 'octarine', 'starry_night', 'amber_orange']
    const replies = await Promise.all(
      glows.map((glow) =>
        client.post(setPath('glow', glow)).header('Idempotency-Key', randomUUID()).loginAs(user)
      )
    )
    for (const reply of replies) reply.assertStatus(200)
    const stored = await User.findOrFail(user.id)
    assert.oneOf(stored.coverGlow, glows)
  })

  test('asks a guest to log in', async ({ client }) => {
    const response = await client.post(setPath('glow', 'octarine'))
    response.assertStatus(401)
  })
})

import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import Friendship from '#models/friendship'
import type User from '#models/user'
import { isolateDatabase } from '#tests/support/database'
import { askFriend, befriend, hide, privacyStaff } from '#tests/support/social'
import { pagePath } from '#tests/support/urls'

type FriendRow = { login: string; since: string }

/** The pair's row, or null. */
function rowOf(a: User, b: User) {
  return Friendship.query()
    .where('low_user_id', Math.min(a.id, b.id))
    .where('high_user_id', Math.max(a.id, b.id))
    .first()
}

test.group('Profile friends page', (group) => {
  group.each.setup(isolateDatabase)

  test('lists the friends, newest first, to a guest', async ({ client, assert }) => {
    const owner = await UserFactory.merge({ nickname: 'Host' }).create()
    const [first, second] = await UserFactory.merge([
      { nickname: 'First_Friend' },
      { nickname: 'Second_Friend' },
    ]).createMany(2)
    await befriend(owner, first)
    await befriend(second, owner)
    await Friendship.query()
      .where('high_user_id', Math.max(owner.id, first.id))
      .where('low_user_id', Math.min(owner.id, first.id))
      .update({ acceptedAt: '2024-01-01 00:00:00' })
    await askFriend(await UserFactory.create(), owner)

    const response = await client
      .get(pagePath('en', 'players.friends.index', { nickname: 'host' }))
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('players/friends/index')
    const props = response.inertiaProps as {
      friends: FriendRow[]
      meta: { total: number }
      player: { friendship: null }
    }
    assert.deepEqual(
      props.friends.map((friend) => friend.login),
      ['Second_Friend', 'First_Friend']
    )
    assert.equal(props.meta.total, 2)
    assert.isNull(props.player.friendship)
  })

  test('shows hidden friends to the {viewer} only if allowed')
    .with([
      { viewer: 'owner', sees: true },
      { viewer: 'staff', sees: true },
      { viewer: 'other player', sees: false },
      { viewer: 'guest', sees: false },
    ])
    .run(async ({ client, assert }, row) => {
      const owner = await UserFactory.merge({ nickname: 'Hermit' }).create()
      await befriend(owner, await UserFactory.create())
      await hide(owner, ['friends'])
      const viewer =
        row.viewer === 'owner'
          ? owner
          : row.viewer === 'staff'
            ? await privacyStaff()
            : row.viewer === 'other player'
              ? await UserFactory.create()
              : null

      const request = client
        .get(pagePath('en', 'players.friends.index', { nickname: 'Hermit' }))
        .withInertia()
      const response = await (viewer ? request.loginAs(viewer) : request)

      response.assertStatus(200)
      const friends = response.inertiaProps.friends as FriendRow[] | null
      if (row.sees) assert.lengthOf(friends!, 1)
      else assert.isNull(friends)
    })

  test('answers the 404 page for an unknown player', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'players.friends.index', { nickname: 'Nobody_Here' }))
      .withInertia()

    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })
})

test.group('Friend requests page', (group) => {
  group.each.setup(isolateDatabase)

  test('shows its owner the requests received and sent', async ({ client, assert }) => {
    const owner = await UserFactory.merge({ nickname: 'Owner' }).create()
    const asker = await UserFactory.merge({ nickname: 'Asker' }).create()
    const asked = await UserFactory.merge({ nickname: 'Asked' }).create()
    await askFriend(asker, owner)
    await askFriend(owner, asked)

    const response = await client
      .get(pagePath('en', 'players.friend_requests.index', { nickname: 'owner' }))
      .withInertia()
      .loginAs(owner)

    response.assertStatus(200)
    response.assertInertiaComponent('players/friend_requests/index')
    const props = response.inertiaProps as { incoming: FriendRow[]; outgoing: FriendRow[] }
    assert.deepEqual(
      props.incoming.map((entry) => entry.login),
      ['Asker']
    )
    assert.deepEqual(
      props.outgoing.map((entry) => entry.login),
      ['Asked']
    )
  })

  test('is a 404 for another player and a login for a guest', async ({ client, assert }) => {
    await UserFactory.merge({ nickname: 'Owner' }).create()

    const other = await client
      .get(pagePath('en', 'players.friend_requests.index', { nickname: 'Owner' }))
      .withInertia()
      .loginAs(await UserFactory.create())
    const guest = await client
      .get(pagePath('en', 'players.friend_requests.index', { nickname: 'Owner' }))
      .redirects(0)

    other.assertStatus(404)
    other.assertInertiaComponent('errors/not_found')
    guest.assertStatus(302)
    assert.match(guest.header('location') ?? '', /\/en\/login/)
  })
})

test.group('Friend actions (page forms)', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a request and flashes it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.merge({ nickname: 'Target' }).create()

    const response = await client
      .post(pagePath('en', 'players.friend_requests.store'))
      .header('referer', pagePath('en', 'players.statistics.show', { nickname: 'Target' }))
      .form({ login: 'target' })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath('en', 'players.statistics.show', { nickname: 'Target' })
    )
    response.assertFlashMessage('success', {
      key: 'players.friends.requested',
      data: { login: 'Target' },
    })
    const row = await rowOf(user, other)
    assert.include(row?.$attributes, { status: 'pending', requesterId: user.id })
  })

  test('a request crossing one already received accepts it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.merge({ nickname: 'Crosser' }).create()
    await askFriend(other, user)

    const response = await client
      .post(pagePath('en', 'players.friend_requests.store'))
      .header('referer', pagePath('en', 'platform.home.show'))
      .form({ login: 'Crosser' })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertFlashMessage('success', {
      key: 'players.friends.accepted',
      data: { login: 'Crosser' },
    })
    const row = await rowOf(user, other)
    assert.equal(row?.status, 'accepted')
    assert.lengthOf(await Friendship.all(), 1)
  })

  test('puts a refusal under the nickname: {title}')
    .with([
      {
        title: 'oneself',
        login: 'Me_Myself',
        text: 'You cannot send a friend request to yourself.',
      },
      { title: 'unknown player', login: 'Ghost', text: 'No player is called Ghost.' },
      { title: 'bad nickname', login: 'no spaces!', text: 'invalid format' },
      { title: 'empty', login: '', text: 'Fill in' },
      {
        title: 'game-only player',
        login: 'Wanderer',
        text: 'Wanderer has no account on the site',
      },
      {
        title: 'duplicate',
        login: 'Pending',
        text: 'You have already asked Pending to be friends',
      },
      { title: 'already friends', login: 'Buddy', text: 'You and Buddy are friends already.' },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.merge({ nickname: 'Me_Myself' }).create()
      await GamePlayerFactory.merge({ nickname: 'Wanderer', nicknameKey: 'wanderer' }).create()
      await askFriend(user, await UserFactory.merge({ nickname: 'Pending' }).create())
      await befriend(user, await UserFactory.merge({ nickname: 'Buddy' }).create())

      const response = await client
        .post(pagePath('en', 'players.friend_requests.store'))
        .header(
          'referer',
          pagePath('en', 'players.friend_requests.index', { nickname: 'Me_Myself' })
        )
        .form({ login: row.login })
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      const flash = response.flashMessages()
      const errors = flash.inputErrorsBag ?? flash.errorsBag
      const text = JSON.stringify(errors ?? flash.error)
      // An unknown player is a notice (its key), the rest sit under the field.
      if (row.title === 'unknown player') {
        assert.deepEqual(flash.error, {
          key: 'players.profiles.not_found',
          data: { nickname: 'Ghost' },
        })
      } else {
        assert.include(text, row.text)
        assert.property(errors, 'login')
      }
      assert.lengthOf(await Friendship.query().where('status', 'pending'), 1)
    })

  test('accepts, declines, withdraws and removes', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const [asker, refused, asked, friend] = await UserFactory.merge([
      { nickname: 'Asker' },
      { nickname: 'Refused' },
      { nickname: 'Asked' },
      { nickname: 'Friend' },
    ]).createMany(4)
    await askFriend(asker, user)
    await askFriend(refused, user)
    await askFriend(user, asked)
    await befriend(user, friend)
    const send = (method: 'post' | 'delete', url: string, form: Record<string, string> = {}) =>
      client[method](url)
        .header('referer', pagePath('en', 'platform.home.show'))
        .form(form)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)

    const accepted = await send('post', pagePath('en', 'players.friends.store'), { login: 'asker' })
    const declined = await send(
      'delete',
      pagePath('en', 'players.friend_requests.destroy', { nickname: 'Refused' })
    )
    const withdrawn = await send(
      'delete',
      pagePath('en', 'players.friend_requests.destroy', { nickname: 'asked' })
    )
    const removed = await send(
      'delete',
      pagePath('en', 'players.friends.destroy', { nickname: 'Friend' })
    )

    accepted.assertFlashMessage('success', {
      key: 'players.friends.accepted',
      data: { login: 'Asker' },
    })
    declined.assertFlashMessage('success', {
      key: 'players.friends.declined',
      data: { login: 'Refused' },
    })
    withdrawn.assertFlashMessage('success', {
      key: 'players.friends.declined',
      data: { login: 'Asked' },
    })
    removed.assertFlashMessage('success', {
      key: 'players.friends.removed',
      data: { login: 'Friend' },
    })
    const acceptedRow = await rowOf(user, asker)
    assert.equal(acceptedRow?.status, 'accepted')
    assert.isNull(await rowOf(user, refused))
    assert.isNull(await rowOf(user, asked))
    assert.isNull(await rowOf(user, friend))
  })

  test('refuses to accept a request the player sent, or to remove a stranger', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const asked = await UserFactory.merge({ nickname: 'Asked' }).create()
    await UserFactory.merge({ nickname: 'Stranger' }).create()
    await askFriend(user, asked)

    const accept = await client
      .post(pagePath('en', 'players.friends.store'))
      .header('referer', pagePath('en', 'platform.home.show'))
      .form({ login: 'Asked' })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    const remove = await client
      .delete(pagePath('en', 'players.friends.destroy', { nickname: 'Stranger' }))
      .header('referer', pagePath('en', 'platform.home.show'))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    accept.assertFlashMessage('error', {
      key: 'players.friends.request_not_found',
      data: { login: 'Asked' },
    })
    remove.assertFlashMessage('error', {
      key: 'players.friends.not_friends',
      data: { login: 'Stranger' },
    })
    const pending = await rowOf(user, asked)
    assert.equal(pending?.status, 'pending')
  })

  test('sends a guest to the login page', async ({ client, assert }) => {
    const response = await client
      .post(pagePath('en', 'players.friend_requests.store'))
      .form({ login: 'x' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /\/en\/login/)
  })
})

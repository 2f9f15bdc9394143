import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import app from '@adonisjs/core/services/app'
import LedgerEntry from '#models/ledger_entry'
import BonusClaim from '#models/bonus_claim'
import type User from '#models/user'
import BonusService from '#services/economy/bonus_service'
import WalletService from '#services/economy/wallet_service'
import VkApiClient from '#clients/vk_api_client'
import type { FakeVkApi } from '#dev/fakes/fake_vk_api'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { linkVk, readyForBonus, startFakeVk } from '#tests/support/fake_vk'
import { walletOf } from '#tests/support/wallets'
import { pathFor } from '#tests/support/urls'

const DAY = 86_400_000

let vk: FakeVkApi

function withFakeVk(group: Group) {
  group.setup(async () => {
    vk = await startFakeVk()
    return () => vk.stop()
  })
  group.each.setup(() => {
    vk.reset()
  })
}

test.group('API bonus/status and bonus/give', (group) => {
  withFakeVk(group)
  group.each.setup(isolateDatabase)

  test('shows each step to do until VK says it is done', async ({ client, assert }) => {
    const user = await UserFactory.create()

    let response = await client.get(pathFor('api.economy.bonus.show')).loginAs(user)
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      state: 'setup',
      steps: { linked: false, member: false, messages: false },
      vkUserId: null,
      minCoins: 40,
      maxCoins: 50,
    })

    const vkUserId = await linkVk(user)
    response = await client.get(pathFor('api.economy.bonus.show')).loginAs(user)
    assert.containsSubset(response.body(), {
      state: 'setup',
      steps: { linked: true, member: false, messages: false },
      vkUserId,
    })

    vk.setMember(vkUserId, true)
    response = await client.get(pathFor('api.economy.bonus.show')).loginAs(user)
    assert.deepEqual(response.body().steps, { linked: true, member: true, messages: false })

    vk.setMessages(vkUserId, true)
    response = await client.get(pathFor('api.economy.bonus.show')).loginAs(user)
    assert.containsSubset(response.body(), {
      state: 'ready',
      steps: { linked: true, member: true, messages: true },
      nextAt: null,
    })
    // The real request shape: a form POST with the group, the user, the token and the version.
    assert.containsSubset(vk.calls.at(-1)!.params, {
      group_id: '4242',
      user_id: vkUserId,
      v: '5.199',
    })
    assert.sameMembers(
      [...new Set(vk.calls.map((call) => call.method))],
      ['groups.isMember', 'messages.isMessagesFromGroupAllowed']
    )
  })

  test('refuses a claim while a step is missing, naming the step', async ({ client }) => {
    const user = await UserFactory.create()
    let response = await client.post(pathFor('api.economy.bonus.store')).loginAs(user)
    response.assertStatus(409)
    response.assertBodyContains({ error_code: 2102, details: { type: 'linked', step: 'linked' } })

    const vkUserId = await linkVk(user)
    response = await client.post(pathFor('api.economy.bonus.store')).loginAs(user)
    response.assertBodyContains({ error_code: 2102, details: { step: 'member' } })

    vk.setMember(vkUserId, true)
    response = await client.post(pathFor('api.economy.bonus.store')).loginAs(user)
    response.assertBodyContains({ error_code: 2102, details: { step: 'messages' } })
  })

  test('credits 40–50 coins once a day through the ledger, then waits', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await readyForBonus(vk, user)

    const response = await client.post(pathFor('api.economy.bonus.store')).loginAs(user)

    response.assertStatus(200)
    const { amount, coins, nextAt } = response.body()
    assert.isAtLeast(amount, 40)
    assert.isAtMost(amount, 50)
    assert.equal(coins, amount)
    assert.deepEqual(await walletOf(user), { balance: 0, coins: amount })
    const entry = await LedgerEntry.query().where('user_id', user.id).firstOrFail()
    assert.containsSubset(entry.serialize(), { reason: 'daily_bonus', amount, currency: 'coins' })
    assert.equal(nextAt.slice(11), '00:00:00.000Z')

    const again = await client.post(pathFor('api.economy.bonus.store')).loginAs(user)
    again.assertStatus(409)
    again.assertBodyContains({ error_code: 2103, details: { nextAt } })
    const status = await client.get(pathFor('api.economy.bonus.show')).loginAs(user)
    assert.containsSubset(status.body(), { state: 'waiting', nextAt, todayAmount: amount })
    assert.deepEqual(await walletOf(user), { balance: 0, coins: amount })
  })

  test('answers 503 when VK does not answer', async ({ client }) => {
    const user = await UserFactory.create()
    await readyForBonus(vk, user)
    vk.failWith = { code: 10, message: 'Internal server error' }

    const response = await client
      .post(pathFor('api.economy.bonus.store'))
      .header('Accept-Language', 'en')
      .loginAs(user)

    response.assertStatus(503)
    response.assertBodyContains({ error_code: 2101 })
  })

  test('needs a login', async ({ client }) => {
    const response = await client.get(pathFor('api.economy.bonus.show'))
    response.assertStatus(401)
  })
})

test.group('Bonus days', (group) => {
  withFakeVk(group)
  group.each.setup(isolateDatabase)

  async function service() {
    return app.container.make(BonusService)
  }

  test('a claim the next bonus day works; a step lost after being done blocks it', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const vkUserId = await readyForBonus(vk, user)
    const bonus = await service()
    const monday = Date.UTC(2026, 10, 23, 23, 59)

    const first = await bonus.claim(user, monday)
    await assert.rejects(
      () => bonus.claim(user, monday + 30_000),
      'economy.bonus.errors.already_claimed'
    )
    const second = await bonus.claim(user, monday + 2 * 60_000)
    assert.deepEqual(await walletOf(user), { balance: 0, coins: first.amount + second.amount })

    vk.setMember(vkUserId, false)
    assert.containsSubset(await bonus.status(user, monday + DAY), {
      state: 'setup',
      steps: { linked: true, member: false, messages: true },
    })
    await assert.rejects(() => bonus.claim(user, monday + DAY), 'economy.bonus.errors.step_member')
    assert.lengthOf(await BonusClaim.query().where('user_id', user.id), 2)
  })

  test('without a VK community the bonus says it is not set up', async ({ assert }) => {
    const user = await UserFactory.create()
    const bonus = new BonusService(
      new WalletService(),
      new VkApiClient({ token: null, groupId: null, apiUrl: 'http://127.0.0.1:9', timeoutMs: 100 })
    )
    const status = await bonus.status(user)
    assert.equal(status.state, 'not_configured')
    await assert.rejects(() => bonus.claim(user), 'economy.bonus.errors.not_configured')
  })
})

test.group('API bonus/give races', (group) => {
  withFakeVk(group)
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  test('of 50 simultaneous claims one credits, the others are told it is claimed', async ({
    assert,
  }) => {
    const user: User = await UserFactory.create()
    await readyForBonus(vk, user)
    const headers = { ...sessionHeaders(await openSession(user)), accept: 'application/json' }

    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await fetch(`${baseURL}${pathFor('api.economy.bonus.store')}`, {
          method: 'POST',
          headers,
        })
        return { status: response.status, body: await response.json() }
      })
    )

    const ok = answers.filter((answer) => answer.status === 200)
    assert.lengthOf(ok, 1)
    assert.isTrue(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.status === 409 && answer.body.error_code === 2103),
      JSON.stringify(answers.filter((answer) => answer.status !== 200 && answer.status !== 409))
    )
    assert.deepEqual(await walletOf(user), { balance: 0, coins: ok[0].body.amount })
    assert.lengthOf(await LedgerEntry.query().where('reason', 'daily_bonus'), 1)
  })
})

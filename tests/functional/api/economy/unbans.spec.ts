import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import CommandPlugin, { type PluginCommand } from '#dev/fakes/command_plugin'
import DeliveryCommand from '#models/delivery_command'
import GameBan from '#models/game_ban'
import LedgerEntry from '#models/ledger_entry'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { stateOf } from '#tests/support/deliveries'
import { gameCall, gameServerWithKey } from '#tests/support/game_api'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { banOf, liftedAtOf, liftedByOf } from '#tests/support/bans'
import { fund, ledgerSum, walletOf } from '#tests/support/wallets'
import { toSqlDateTime } from '#data/sql'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.economy.unbans.store')

/** The player's purchase of a ban, messages in `language`. */
function unban(client: ApiClient, user: User, banId: number, language = 'en') {
  return client.post(URL).header('Accept-Language', language).json({ banId }).loginAs(user)
}

/** Three days left: 100 ₽ a day, rounded up to whole rubles (config/unban.ts). */
const THREE_DAYS_PRICE = 300_00

test.group('API ban/unban', (group) => {
  group.each.setup(isolateDatabase)

  test('pays the price, lifts the ban and queues the unban for its server', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ nickname: 'Subaru' }).create()
    const { ban, server } = await banOf(user)
    await fund(user, 'rub', 500_00)

    const response = await unban(client, user, ban.id)

    response.assertStatus(200)
    response.assertBodyContains({ banId: ban.id, price: THREE_DAYS_PRICE, balance: 200_00 })
    const { deliveryId, unbannedAt } = response.body()
    assert.isString(unbannedAt)
    assert.isNotNull(await liftedAtOf(ban))
    assert.equal(await liftedByOf(ban), 'Subaru')
    assert.deepEqual(await walletOf(user), { balance: 200_00, coins: 0 })
    assert.equal(await ledgerSum(user, 'rub'), 200_00)
    const debit = await LedgerEntry.query()
      .where('user_id', user.id)
      .where('reason', 'unban')
      .firstOrFail()
    assert.containsSubset(debit.serialize(), {
      amount: -THREE_DAYS_PRICE,
      referenceType: 'ban',
      referenceId: String(ban.id),
    })
    const command = await DeliveryCommand.findOrFail(deliveryId)
    assert.containsSubset(command.serialize(), {
      serverId: server.id,
      userId: user.id,
      nickname: 'Subaru',
      command: 'unban Subaru',
      requiresOnline: false,
      state: 'queued',
    })
  })

  test('the auth state shows the ban and its price, then no ban', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { ban, server } = await banOf(user)
    await fund(user, 'rub', 500_00)

    const before = await client.get(pathFor('api.accounts.sessions.show')).loginAs(user)
    before.assertBodyContains({
      managers: {
        isBanned: true,
        unbanPrice: THREE_DAYS_PRICE,
        ban: {
          id: ban.id,
          server: server.name,
          reason: 'Griefing',
          bannedBy: 'Sora',
          endsAt: ban.endsAt!.toUTC().toISO({ suppressMilliseconds: false }),
          permanent: false,
        },
      },
    })

    await unban(client, user, ban.id)

    const after = await client.get(pathFor('api.accounts.sessions.show')).loginAs(user)
    assert.deepEqual(after.body().managers, { isBanned: false, unbanPrice: null, ban: null })
  })

  test('a permanent ban shows no price and cannot be bought out', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user, { state: 'permanent' })
    await fund(user, 'rub', 500_00)

    const state = await client.get(pathFor('api.accounts.sessions.show')).loginAs(user)
    assert.containsSubset(state.body().managers, {
      isBanned: true,
      unbanPrice: null,
      ban: { id: ban.id, endsAt: null, permanent: true },
    })

    const response = await unban(client, user, ban.id)

    response.assertStatus(409)
    response.assertBodyContains({
      error: 'permanent',
      error_code: 2051,
      error_message: 'A permanent ban cannot be bought out',
    })
    assert.isNull(await liftedAtOf(ban))
    assert.deepEqual(await walletOf(user), { balance: 500_00, coins: 0 })
  })

  test('refuses a ban that ended while the modal was open', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user)
    await fund(user, 'rub', 500_00)
    const shown = await client.get(pathFor('api.accounts.sessions.show')).loginAs(user)
    assert.equal(shown.body().managers.unbanPrice, THREE_DAYS_PRICE)
    // The ban runs out before the player presses "pay".
    await db
      .from('game_bans')
      .where('id', ban.id)
      .update({ ends_at: toSqlDateTime(Date.now() - 1000) })

    const response = await unban(client, user, ban.id, 'ru')

    response.assertStatus(409)
    response.assertBodyContains({
      error: 'ended',
      error_code: 2052,
      error_message: 'Бан уже закончился — платить не за что',
    })
    assert.deepEqual(await walletOf(user), { balance: 500_00, coins: 0 })
    assert.lengthOf(await DeliveryCommand.query().where('user_id', user.id), 0)
  })

  test('refuses: {title}')
    .with([
      { title: 'an ended ban', state: 'expired', status: 409, code: 2052, error: 'ended' },
      {
        title: 'a ban lifted on the server',
        state: 'lifted',
        status: 409,
        code: 2053,
        error: 'already_lifted',
      },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      const { ban } = await banOf(user, { state: row.state })
      await fund(user, 'rub', 500_00)

      const response = await unban(client, user, ban.id)

      response.assertStatus(row.status)
      response.assertBodyContains({ error: row.error, error_code: row.code })
      assert.deepEqual(await walletOf(user), { balance: 500_00, coins: 0 })
    })

  test('a ban bought out once cannot be bought again', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user)
    await fund(user, 'rub', 1000_00)

    await unban(client, user, ban.id)
    const again = await unban(client, user, ban.id)

    again.assertStatus(409)
    again.assertBodyContains({
      error: 'already_lifted',
      error_code: 2053,
      error_message: 'The ban is already lifted',
    })
    assert.deepEqual(await walletOf(user), { balance: 700_00, coins: 0 })
  })

  test('another player’s ban or an unknown id is not found', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const { ban } = await banOf(other)
    await fund(user, 'rub', 500_00)

    for (const banId of [ban.id, ban.id + 1000]) {
      const response = await unban(client, user, banId)
      response.assertStatus(404)
      response.assertBodyContains({
        error: 'not_found',
        error_code: 2050,
        error_message: 'No such ban of yours',
        details: { type: 'not_found' },
      })
    }
    assert.isNull(await liftedAtOf(ban))
  })

  test('refuses when the balance is short and writes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user)
    await fund(user, 'rub', 299_99)

    const response = await unban(client, user, ban.id)

    response.assertStatus(400)
    response.assertBodyContains({
      error: 'insufficient_funds',
      error_code: 2054,
      error_message: 'Not enough money on the balance: the unban costs RUB\u00a0300.00',
    })
    assert.isNull(await liftedAtOf(ban))
    assert.deepEqual(await walletOf(user), { balance: 299_99, coins: 0 })
    assert.lengthOf(await DeliveryCommand.query().where('user_id', user.id), 0)
  })

  test('the same Idempotency-Key answers the first result and pays once', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user)
    const { ban: second } = await banOf(user)
    await fund(user, 'rub', 1000_00)
    const key = randomUUID()

    const first = await client
      .post(URL)
      .header('Idempotency-Key', key)
      .json({ banId: ban.id })
      .loginAs(user)
    const again = await client
      .post(URL)
      .header('Idempotency-Key', key)
      .json({ banId: ban.id })
      .loginAs(user)
    const other = await client
      .post(URL)
      .header('Idempotency-Key', key)
      .json({ banId: second.id })
      .loginAs(user)

    first.assertStatus(200)
    again.assertStatus(200)
    assert.deepEqual(again.body(), first.body())
    other.assertStatus(409)
    other.assertBodyContains({ error_code: 1002 })
    assert.deepEqual(await walletOf(user), { balance: 700_00, coins: 0 })
    assert.isNull(await liftedAtOf(second))
  })

  test('validates the ban id and the key', async ({ client }) => {
    const user = await UserFactory.create()

    const missing = await client.post(URL).json({}).loginAs(user)
    missing.assertStatus(400)
    missing.assertBodyContains({ error: 'validation' })

    const badKey = await client
      .post(URL)
      .header('Idempotency-Key', 'not-a-uuid')
      .json({ banId: 1 })
      .loginAs(user)
    badKey.assertStatus(400)
  })

  test('needs a login', async ({ client }) => {
    const response = await client.post(URL).json({ banId: 1 })
    response.assertStatus(401)
  })
})

test.group('API ban/unban races', (group) => {
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  async function post(headers: Record<string, string>, banId: number) {
    const response = await fetch(`${baseURL}${URL}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ banId }),
    })
    return { status: response.status, body: await response.json() }
  }

  async function jsonHeaders(user: User) {
    return {
      ...sessionHeaders(await openSession(user)),
      'content-type': 'application/json',
      'accept': 'application/json',
    }
  }

  test('of 50 simultaneous purchases with money for one, one pays, lifts and queues', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user)
    await fund(user, 'rub', 400_00)
    const headers = await jsonHeaders(user)

    const answers = await Promise.all(Array.from({ length: 50 }, () => post(headers, ban.id)))

    const ok = answers.filter((answer) => answer.status === 200)
    assert.lengthOf(ok, 1)
    assert.isTrue(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.status === 409 && answer.body.error_code === 2053),
      JSON.stringify(answers.filter((answer) => answer.status !== 200 && answer.status !== 409))
    )
    assert.deepEqual(await walletOf(user), { balance: 100_00, coins: 0 })
    assert.lengthOf(await LedgerEntry.query().where('reason', 'unban'), 1)
    assert.lengthOf(await DeliveryCommand.query().where('user_id', user.id), 1)
    assert.isNotNull(await liftedAtOf(ban))
  })

  test('the same key sent 20 times at once buys once and answers alike', async ({ assert }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user)
    await fund(user, 'rub', 1000_00)
    const headers = { ...(await jsonHeaders(user)), 'Idempotency-Key': randomUUID() }

    const answers = await Promise.all(Array.from({ length: 20 }, () => post(headers, ban.id)))

    assert.isTrue(
      answers.every((answer) => answer.status === 200),
      JSON.stringify(answers.filter((answer) => answer.status !== 200))
    )
    assert.lengthOf(new Set(answers.map((answer) => JSON.stringify(answer.body))), 1)
    assert.deepEqual(await walletOf(user), { balance: 700_00, coins: 0 })
    assert.lengthOf(await LedgerEntry.query().where('reason', 'unban'), 1)
    assert.lengthOf(await DeliveryCommand.query().where('user_id', user.id), 1)
  })
})

test.group('API ban/unban delivery', (group) => {
  group.each.setup(isolateDatabase)

  test('the unban command reaches the ban’s server once through the plugin pull', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    const user = await UserFactory.merge({ nickname: 'Emilia' }).create()
    await fund(user, 'rub', 500_00)
    const now = Date.now()
    const at = (offset: number) => new Date(now + offset).toISOString()
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        {
          id: randomUUID(),
          type: 'ban',
          at: at(-3_600_000),
          banId: 'LB-77',
          nickname: 'emilia',
          bannedBy: 'Sora',
          reason: 'Spam',
          start: at(-3_600_000),
          end: at(2 * 86_400_000),
        },
      ],
    })
    const ban = await GameBan.findByOrFail('banId', 'LB-77')

    const bought = await unban(client, user, ban.id)
    bought.assertStatus(200)

    const ran: PluginCommand[] = []
    const plugin = new CommandPlugin({
      baseUrl: baseURL,
      key,
      execute: (command) => {
        ran.push(command)
        return 'Unbanned emilia'
      },
    })
    await plugin.poll()
    await plugin.poll()

    assert.deepEqual(
      ran.map((command) => [command.nickname, command.command]),
      [['emilia', 'unban emilia']]
    )
    assert.equal(await stateOf(bought.body().deliveryId), 'done')
    assert.equal(ban.serverId, server.id)

    // The server reports the unban it ran: the ban stays lifted, by the purchase.
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ id: randomUUID(), type: 'unban', at: at(5000), banId: 'LB-77', by: 'Console' }],
    })
    assert.equal(await liftedByOf(ban), 'Emilia')
    const state = await client.get(pathFor('api.accounts.sessions.show')).loginAs(user)
    assert.isFalse(state.body().managers.isBanned)
  })
})

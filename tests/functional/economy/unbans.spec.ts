import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { banOf, liftedAtOf } from '#tests/support/bans'
import { fund, walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Unban modal (page post)', (group) => {
  group.each.setup(isolateDatabase)

  test('every page carries the ban and its price as `managers`', async ({ client }) => {
    const user = await UserFactory.create()
    const { ban, server } = await banOf(user)

    const response = await client
      .get(pagePath('en', 'economy.transactions.index'))
      .loginAs(user)
      .withInertia()

    response.assertInertiaPropsContains({
      managers: {
        isBanned: true,
        unbanPrice: 300_00,
        ban: { id: ban.id, server: server.name, permanent: false },
      },
    })
  })

  test('buys the unban and goes back with the thanks notice', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { ban } = await banOf(user)
    await fund(user, 'rub', 500_00)

    const response = await client
      .post(pagePath('en', 'economy.unbans.store'))
      .header('referer', pagePath('en', 'economy.transactions.index'))
      .form({ banId: String(ban.id) })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.transactions.index'))
    response.assertFlashMessage('success', {
      key: 'economy.unbans.bought',
      data: { price: 300 },
    })
    assert.isNotNull(await liftedAtOf(ban))
    assert.deepEqual(await walletOf(user), { balance: 200_00, coins: 0 })
  })

  test('puts a refusal on the ban: {title}')
    .with([
      { title: 'permanent', state: 'permanent', funds: 500_00, text: 'cannot be bought out' },
      { title: 'ended', state: 'expired', funds: 500_00, text: 'already ended' },
      { title: 'lifted', state: 'lifted', funds: 500_00, text: 'already lifted' },
      { title: 'short balance', state: undefined, funds: 10_00, text: 'Not enough money' },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      const { ban } = await banOf(user, { state: row.state })
      await fund(user, 'rub', row.funds)

      const response = await client
        .post(pagePath('en', 'economy.unbans.store'))
        .header('referer', pagePath('en', 'platform.home.show'))
        .form({ banId: String(ban.id) })
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
      assert.property(errors, 'banId')
      assert.include(JSON.stringify(errors), row.text)
      assert.deepEqual(await walletOf(user), { balance: row.funds, coins: 0 })
    })

  test('needs a login', async ({ client }) => {
    const response = await client
      .post(pagePath('en', 'economy.unbans.store'))
      .form({ banId: '1' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
  })
})

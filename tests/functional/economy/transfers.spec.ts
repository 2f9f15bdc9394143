import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { fund, walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Transfer-coins modal (page post)', (group) => {
  group.each.setup(isolateDatabase)

  test('sends the coins and flashes "coins transferred"', async ({ client, assert }) => {
    const sender = await UserFactory.create()
    const friend = await UserFactory.merge({ nickname: 'Megumin' }).create()
    await fund(sender, 'coins', 100)

    const response = await client
      .post(pagePath('en', 'economy.transfers.store'))
      .header('referer', pagePath('en', 'economy.transactions.index'))
      .form({ login: 'megumin', amount: '25' })
      .loginAs(sender)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.transactions.index'))
    response.assertFlashMessage('success', {
      key: 'economy.transfers.sent',
      data: { amount: 25, login: 'Megumin' },
    })
    assert.include(await walletOf(friend), { coins: 25 })
  })

  test('puts a refusal under its field: {title}')
    .with([
      {
        title: 'unknown player',
        body: { login: 'ghost', amount: '5' },
        field: 'login',
        text: 'No player is called ghost',
      },
      {
        title: 'oneself',
        body: { login: 'me_myself', amount: '5' },
        field: 'login',
        text: 'You cannot transfer coins to yourself',
      },
      {
        title: 'too many',
        body: { login: 'Megumin', amount: '500' },
        field: 'amount',
        text: 'Not enough coins',
      },
      {
        title: 'fraction',
        body: { login: 'Megumin', amount: '2.5' },
        field: 'amount',
        text: 'The number of coins must be a whole number',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const sender = await UserFactory.merge({ nickname: 'me_myself' }).create()
      await UserFactory.merge({ nickname: 'Megumin' }).create()
      await fund(sender, 'coins', 100)

      const response = await client
        .post(pagePath('en', 'economy.transfers.store'))
        .header('referer', pagePath('en', 'platform.home.show'))
        .form(row.body)
        .loginAs(sender)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
      assert.deepInclude(JSON.stringify(errors), row.text)
      assert.include(await walletOf(sender), { coins: 100 })
      assert.property(errors, row.field)
    })
})

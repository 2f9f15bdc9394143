import { test } from '@japa/runner'
import LedgerEntry from '#models/ledger_entry'
import { UserFactory } from '#database/factories/user_factory'
import { PaymentFactory } from '#database/factories/payment_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { isolateDatabase } from '#tests/support/database'
import { walletOf } from '#tests/support/wallets'
import PaymentEvent from '#models/payment_event'
import { pagePath } from '#tests/support/urls'

async function staff(paths: string[]) {
  const user = await UserFactory.create()
  const group = await withPermissions(paths).create()
  await user.related('staffGroups').attach([group.id])
  return user
}

test.group('Staff payments page', (group) => {
  group.each.setup(isolateDatabase)

  test('is a 404 without web.economy.view', async ({ client }) => {
    const player = await UserFactory.create()
    const response = await client
      .get(pagePath('en', 'economy.staff_payments.index'))
      .loginAs(player)
    response.assertStatus(404)
  })

  test('lists payments with their player, state and webhook log', async ({ client, assert }) => {
    const viewer = await staff(['web.economy.view'])
    const player = await UserFactory.merge({ nickname: 'Payer' }).create()
    const payment = await PaymentFactory.merge({
      userId: player.id,
      status: 'canceled',
      failure: 'canceled',
    }).create()
    await PaymentEvent.create({
      paymentId: payment.id,
      gateway: 'yookassa',
      source: 'webhook',
      claimedStatus: 'canceled',
      outcome: 'canceled',
      payload: '{}',
    })

    const response = await client
      .get(pagePath('en', 'economy.staff_payments.index'))
      .loginAs(viewer)
      .withInertia()

    response.assertInertiaComponent('economy/staff_payments/index')
    const [row] = response.inertiaProps.payments
    assert.deepInclude(row, {
      id: payment.id,
      status: 'canceled',
      failure: 'canceled',
      player: { id: player.id, login: 'Payer' },
    })
    assert.deepInclude(row.events[0], {
      source: 'webhook',
      claimedStatus: 'canceled',
      outcome: 'canceled',
    })
  })

  test('adjusts a wallet with web.economy.adjust, as one ledger row with its reason', async ({
    client,
    assert,
  }) => {
    const admin = await staff(['web.economy.view', 'web.economy.adjust'])
    const player = await UserFactory.merge({ nickname: 'Lucky' }).create()

    const response = await client
      .post(pagePath('en', 'economy.adjustments.store'))
      .form({ login: 'lucky', currency: 'coins', amount: '150', note: 'Event prize' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.staff_payments.index'))
    assert.include(await walletOf(player), { coins: 150 })
    const entry = await LedgerEntry.query().where('user_id', player.id).firstOrFail()
    assert.deepInclude(entry.details, { note: 'Event prize', staff: admin.nickname })
    assert.equal(entry.reason, 'adjustment')
  })

  test('refuses an adjustment without web.economy.adjust, or of zero', async ({ client }) => {
    const viewer = await staff(['web.economy.view'])
    const denied = await client
      .post(pagePath('en', 'economy.adjustments.store'))
      .form({ login: 'x', currency: 'coins', amount: '1', note: 'nope' })
      .loginAs(viewer)
      .withCsrfToken()
    denied.assertStatus(404)

    const admin = await staff(['web.economy'])
    const zero = await client
      .post(pagePath('en', 'economy.adjustments.store'))
      .header('referer', pagePath('en', 'economy.staff_payments.index'))
      .form({ login: 'x', currency: 'coins', amount: '0', note: 'zero' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    zero.assertStatus(302)
    zero.assertFlashMessage('inputErrorsBag', { amount: ['The amount must not be zero'] })
  })
})

import { test } from '@japa/runner'
import SessionTokenService from '#services/accounts/session_token_service'
import PaymentEvent from '#models/payment_event'
import { UserFactory } from '#database/factories/user_factory'
import { PaymentFactory } from '#database/factories/payment_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { horizontalOverflow } from '#tests/support/browser'
import { walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Staff payments journey', (group) => {
  group.each.setup(freshDatabase)

  test('a staff member reads the webhook log and gives a player coins', async ({
    browserContext,
    assert,
  }) => {
    const admin = await UserFactory.merge({ nickname: 'Sora' }).create()
    const staff = await withPermissions(['web.economy.view', 'web.economy.adjust']).create()
    await admin.related('staffGroups').attach([staff.id])
    const player = await UserFactory.merge({ nickname: 'Megumin' }).create()
    const payment = await PaymentFactory.merge({ userId: player.id, status: 'succeeded' }).create()
    await PaymentEvent.createMany([
      {
        paymentId: payment.id,
        gateway: 'yookassa',
        source: 'webhook',
        claimedStatus: 'succeeded',
        outcome: 'credited',
        payload: '{}',
      },
      {
        paymentId: payment.id,
        gateway: 'yookassa',
        source: 'webhook',
        claimedStatus: 'succeeded',
        outcome: 'already_final',
        payload: '{}',
      },
    ])
    await PaymentFactory.merge({ userId: player.id, status: 'pending', method: 'sbp' }).create()
    await browserContext.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
    await logInBrowser(
      browserContext,
      await new SessionTokenService().create(admin, {
        source: 'site',
        browser: 'Firefox 140',
        system: 'Linux',
        ip: '203.0.113.20',
      })
    )
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'economy.staff_payments.index'))
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor()
    await page.getByText('webhook: succeeded → already_final').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-payments-en-1440')

    await page.getByLabel("Player's nickname").fill('megumin')
    await page.getByRole('radio', { name: 'Coins' }).click()
    await page.getByLabel(/^Amount/).fill('250')
    await page.getByLabel(/^Reason/).fill('Screenshot contest prize')
    await page.getByRole('button', { name: 'Write to the ledger' }).click()
    await page.getByText('The wallet of Megumin was adjusted').first().waitFor()
    assert.deepEqual(await walletOf(player), { balance: 0, coins: 250 })

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'economy.staff_payments.index'))
    await page.getByRole('heading', { level: 1, name: 'Платежи' }).waitFor()
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-payments-ru-360')

    assert.deepEqual(errors, [])
  })
})

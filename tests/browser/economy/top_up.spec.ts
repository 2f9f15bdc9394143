import { test } from '@japa/runner'
import SessionTokenService from '#services/accounts/session_token_service'
import LedgerEntry from '#models/ledger_entry'
import { UserFactory } from '#database/factories/user_factory'
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
import { FAKE_PORTS, startFakeGateways, type FakeGateways } from '#tests/support/fake_gateways'
import { fund, walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Top-up and transfer journey', (group) => {
  let fakes: FakeGateways
  group.setup(async () => {
    fakes = await startFakeGateways()
    return () => fakes.stop()
  })
  group.each.setup(freshDatabase)

  test('a player tops up 1000 ₽ by card with its bonus, then sends coins to a friend', async ({
    browserContext,
    assert,
  }) => {
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    const friend = await UserFactory.merge({ nickname: 'Asuna' }).create()
    await fund(player, 'coins', 500)
    await browserContext.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
    await logInBrowser(
      browserContext,
      await new SessionTokenService().create(player, {
        source: 'site',
        browser: 'Chrome 140',
        system: 'Windows 10',
        ip: '203.0.113.10',
      })
    )
    const page = await browserContext.newPage()
    // 409 is Inertia's answer that sends the browser on to the gateway's page.
    const errors = watchPageErrors(page, [409])

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'economy.payments.create'))
    await page.getByRole('heading', { level: 1, name: 'Top up balance' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'pay-en-1440')

    await page.getByLabel(/^Amount/).fill('1000')
    await page.getByText('You will receive RUB 1,100.00, including a bonus of RUB 100.00').waitFor()
    await page.getByRole('radio', { name: 'Bank card' }).click()
    await page.getByRole('button', { name: /^Pay/ }).click()

    // The fake YooKassa's own confirmation page.
    await page.waitForURL(
      (url) => url.port === String(FAKE_PORTS.yookassa) && url.pathname.startsWith('/confirm/')
    )
    await page.getByRole('button', { name: 'Pay' }).click()

    await page.waitForURL(/\/en\/pay\?notify=success$/)
    await page.getByText('Balance replenished.').waitFor({ timeout: 15_000 })
    await page.getByTestId('header-balance').getByText('1,100.00').waitFor()
    await page.getByText('+RUB 100.00 bonus').first().waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'pay-en-1440-credited')
    assert.deepEqual(await walletOf(player), { balance: 110_000, coins: 500 })

    await openPage(page, pagePath('en', 'economy.transactions.index'))
    const list = page.getByRole('list', { name: 'Transactions' })
    await list.getByText('Balance top-up').waitFor()
    await list.getByText('+RUB 1,000.00').waitFor()
    await list.getByText('Top-up bonus').waitFor()

    await page.getByRole('button', { name: 'Transfer coins' }).click()
    const dialog = page.getByRole('dialog', { name: 'Transfer coins' })
    await dialog.getByLabel("Player's nickname").fill('asuna')
    await dialog.getByLabel(/^Coins/).fill('120')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'transfer-coins-en-1440', { fullPage: false })
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByText('Transfer 120 coins to asuna? This cannot be undone.').waitFor()
    await dialog.getByRole('button', { name: 'Transfer' }).click()
    await page.getByText('Coins transferred: 120 coins to Asuna').first().waitFor()
    await list.getByText('to Asuna').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'transactions-en-1440')

    assert.deepEqual(await walletOf(friend), { balance: 0, coins: 120 })
    const rows = await LedgerEntry.query().where('user_id', player.id)
    assert.lengthOf(rows, 4)

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'economy.payments.create'))
    await page.getByRole('heading', { level: 1, name: 'Пополнение баланса' }).waitFor()
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'pay-ru-360')

    await openPage(page, pagePath('ru', 'economy.transactions.index'))
    await page.getByRole('list', { name: 'Транзакции' }).getByText('Перевод монет').waitFor()
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'transactions-ru-360')

    // spec §2: the old /transfer link opens the modal on the home page.
    await openPage(page, '/transfer')
    await page.getByRole('dialog', { name: 'Transfer coins' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'transfer-coins-en-360', { fullPage: false })

    assert.deepEqual(errors, [])
  })
})

import { test } from '@japa/runner'
import DeliveryCommand from '#models/delivery_command'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { openSession } from '#tests/support/sessions'
import { banOf, liftedAtOf } from '#tests/support/bans'
import { fund, walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Unban journey', (group) => {
  group.each.setup(freshDatabase)

  test('a temporarily banned player sees the price, buys the unban by keyboard and is unbanned', async ({
    browserContext,
    assert,
  }) => {
    const player = await UserFactory.merge({ nickname: 'Subaru' }).create()
    const { ban } = await banOf(player)
    await fund(player, 'rub', 500_00)
    await browserContext.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
    await logInBrowser(browserContext, await openSession(player))
    const page = await browserContext.newPage()
    // The first visit compiles the page's modules; on a shared, loaded machine that passes 30 s.
    page.setDefaultNavigationTimeout(120_000)
    page.setDefaultTimeout(60_000)
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'economy.transactions.index'))
    const noticeRu = page.getByRole('region', { name: 'Бан' })
    await noticeRu.getByText('Вы забанены на').waitFor()
    await noticeRu.getByRole('button', { name: /Купить разбан за 300,00/ }).waitFor()
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'unban-notice-ru-360', { fullPage: false })
    await noticeRu.getByRole('button', { name: /Купить разбан/ }).click()
    const dialogRu = page.getByRole('dialog', { name: 'Разбан' })
    await dialogRu.getByTestId('unban-price').getByText('300,00').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'unban-dialog-ru-360', { fullPage: false })
    await page.keyboard.press('Escape')
    await dialogRu.waitFor({ state: 'hidden' })

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'economy.transactions.index'))
    const notice = page.getByRole('region', { name: 'Ban' })
    const buy = notice.getByRole('button', { name: 'Buy unban for RUB 300.00' })
    await buy.waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'unban-notice-en-1440', { fullPage: false })

    // Keyboard only: focus the notice's button, open, move to "pay" and press it.
    await buy.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Unban' })
    await dialog.getByText('The price is paid from your balance').waitFor()
    const pay = dialog.getByRole('button', { name: 'Pay RUB 300.00 and unban' })
    for (
      let presses = 0;
      presses < 6 && !(await pay.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab')
    }
    assert.isTrue(
      await pay.evaluate((el) => el === document.activeElement),
      'pay is reachable by Tab'
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'unban-dialog-en-1440', { fullPage: false })
    await page.keyboard.press('Enter')

    const thanks = page.getByRole('dialog', { name: 'Thank you!' })
    await thanks.getByText('The ban is lifted.').waitFor()
    await notice.waitFor({ state: 'detached' })
    await page.getByTestId('header-balance').getByText('200.00').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'unban-thanks-en-1440', { fullPage: false })
    await thanks.locator('button', { hasText: 'Close' }).click()
    await page.getByRole('list', { name: 'Transactions' }).getByText('Unban bought').waitFor()

    assert.isNotNull(await liftedAtOf(ban))
    assert.deepEqual(await walletOf(player), { balance: 200_00, coins: 0 })
    assert.lengthOf(await DeliveryCommand.query().where('user_id', player.id), 1)
    assert.deepEqual(errors, [])
  }).timeout(300_000)
})

import { test } from '@japa/runner'
import DeliveryCommand from '#models/delivery_command'
import WipeRefund from '#models/wipe_refund'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  axeViolations,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { purchaseBefore, wipeAhead } from '#tests/support/refunds'
import { openSession } from '#tests/support/sessions'
import { walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Refund journey', (group) => {
  group.each.setup(freshDatabase)

  test('a player sees the wipe countdown, then asks for a refund before the wipe', async ({
    browserContext,
    assert,
  }) => {
    const player = await UserFactory.merge({ nickname: 'Rem_Blue' }).create()
    const setup = await wipeAhead(3)
    await purchaseBefore(player, setup, 'role', 10, 150_00)
    await purchaseBefore(player, setup, 'ability', 15.5, 80_00)
    await logInBrowser(browserContext, await openSession(player))
    const page = await browserContext.newPage()
    page.setDefaultNavigationTimeout(120_000)
    page.setDefaultTimeout(60_000)
    const errors = watchPageErrors(page)

    // The upcoming wipe ticks on the home and servers pages.
    for (const [width, viewport] of [
      [360, VIEWPORTS.phone],
      [1440, VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport)
      for (const route of ['platform.home.show', 'network.servers.index'] as const) {
        await openPage(page, pagePath('en', route))
        const notice = page.getByTestId('wipe-countdown')
        await notice
          .getByText(/Wipe in 2 days \d{2}:\d{2}:\d{2}/)
          .first()
          .waitFor()
        await notice.scrollIntoViewIfNeeded()
        assert.equal(await horizontalOverflow(page), 0, `${route} scrolls sideways`)
        assert.deepEqual(await axeViolations(page), [], route)
        await keepScreenshot(page, `wipe-countdown-${route.split('.')[0]}-en-${width}`, {
          fullPage: false,
        })
      }
    }

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('en', 'economy.refunds.create'))
    const table = page.getByRole('table', { name: `Purchases on ${setup.server.name}` })
    await table.getByText('Refundable').waitFor()
    await table.getByText('Too old for a refund').waitFor()
    // The purchases fit a phone: stacked rows, no sideways scrolling of the table.
    const frame = page.getByRole('region', { name: `Purchases on ${setup.server.name}` })
    assert.isAtMost(
      await frame.evaluate((node) => node.scrollWidth - node.clientWidth),
      0,
      'the table scrolls sideways'
    )
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'refund-before-en-360')

    await page.setViewportSize(VIEWPORTS.desktop)
    await page.getByRole('button', { name: 'Refund RUB 150.00' }).click()
    await page.getByRole('status').getByText('Refunded RUB 150.00').waitFor()
    await page.getByRole('table', { name: 'Past refunds' }).getByText(setup.server.name).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'refund-done-en-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    await keepScreenshot(page, 'refund-done-en-360')

    assert.deepEqual(await walletOf(player), { balance: 150_00, coins: 0 })
    assert.lengthOf(await WipeRefund.query().where('user_id', player.id), 1)
    assert.lengthOf(await DeliveryCommand.query().where('user_id', player.id), 1)
    assert.deepEqual(errors, [])
  }).timeout(300_000)
})

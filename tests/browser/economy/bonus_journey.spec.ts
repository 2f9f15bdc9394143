import { test } from '@japa/runner'
import BonusClaim from '#models/bonus_claim'
import { UserFactory } from '#database/factories/user_factory'
import type { FakeVkApi } from '#dev/fakes/fake_vk_api'
import env from '#start/env'
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
import { startFakeProviders, type FakeProviders } from '#tests/support/fake_oauth'
import { startFakeVk } from '#tests/support/fake_vk'
import { logInBrowser } from '#tests/support/journeys'
import { openSession } from '#tests/support/sessions'
import { walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Daily bonus journey', (group) => {
  let peers: FakeProviders
  let vk: FakeVkApi
  group.setup(async () => {
    peers = await startFakeProviders()
    vk = await startFakeVk()
    return async () => {
      await peers.stop()
      await vk.stop()
    }
  })
  group.each.setup(freshDatabase)

  test('a player links VK, joins, allows messages, claims and sees the countdown', async ({
    browserContext,
    assert,
  }) => {
    const player = await UserFactory.merge({ nickname: 'Yuki_Mage' }).create()
    peers.vkid.user = { id: '700100', name: 'Yuki Mage' }
    await logInBrowser(browserContext, await openSession(player))
    const page = await browserContext.newPage()
    page.setDefaultNavigationTimeout(120_000)
    page.setDefaultTimeout(60_000)
    // VK ID returns to APP_URL's callback; in tests the site listens elsewhere.
    const appUrl = new URL(env.get('APP_URL')).origin
    await page.route(`${appUrl}/**`, (route) =>
      route.fulfill({
        status: 302,
        headers: { location: route.request().url().replace(appUrl, baseURL) },
      })
    )
    const errors = watchPageErrors(page)
    const step = (name: string) => page.locator(`[data-step="${name}"]`)

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('en', 'economy.bonus.show'))
    await page.getByText('Finish the steps to claim your bonus').waitFor()
    for (const name of ['linked', 'member', 'messages']) {
      await step(name).getByText('To do').waitFor()
    }
    assert.isTrue(await page.getByRole('button', { name: 'Claim the bonus' }).isDisabled())
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'bonus-steps-en-360')

    // Step 1 through VK ID's consent page, back on this tab (not the authorization tab).
    await step('linked').getByRole('button', { name: 'Link VK' }).click()
    await page.getByText('The account is linked: you can log in with it now.').waitFor()
    assert.equal(new URL(page.url()).pathname, pagePath('en', 'economy.bonus.show'))
    await step('linked').getByText('Done').waitFor()
    await step('member').getByText('To do').waitFor()

    // Steps 2 and 3 happen on VK; the tab checks them again when opened.
    vk.setMember('700100', true)
    vk.setMessages('700100', true)
    await openPage(page, pagePath('en', 'economy.bonus.show'))
    for (const name of ['linked', 'member', 'messages']) {
      await step(name).getByText('Done').waitFor()
    }
    await page.getByText('Your bonus is ready').waitFor()
    await page.setViewportSize(VIEWPORTS.desktop)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'bonus-ready-en-1440')

    await page.getByRole('button', { name: 'Claim the bonus' }).click()
    await page.getByText('Next bonus in').waitFor()
    const claim = await BonusClaim.findByOrFail('user_id', player.id)
    assert.isAtLeast(claim.amount, 40)
    assert.isAtMost(claim.amount, 50)
    await page.getByText(`Today's bonus: ${claim.amount} coins`).waitFor()
    await page.getByText(`You received ${claim.amount} coins. Come back tomorrow!`).waitFor()
    const countdown = page.locator('time[datetime^="PT"]').first()
    const first = await countdown.textContent()
    await page.waitForFunction(
      ([before]) => document.querySelector('time[datetime^="PT"]')?.textContent !== before,
      [first]
    )
    assert.match((await countdown.textContent()) ?? '', /^\d{2}:\d{2}:\d{2}$/)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'bonus-claimed-en-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    await keepScreenshot(page, 'bonus-claimed-en-360')

    assert.deepEqual(await walletOf(player), { balance: 0, coins: claim.amount })
    assert.deepEqual(errors, [])
  }).timeout(300_000)
})

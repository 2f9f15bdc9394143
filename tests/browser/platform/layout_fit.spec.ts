import { test } from '@japa/runner'
import type { Page } from 'playwright'
import User from '#models/user'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts } from '#database/demo/accounts'
import { seedStore } from '#database/demo/store'
import { VIEWPORTS, openPage } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

/*
| issue #27 item 10: what fits without scrolling the page sideways and still does not
| fit — a price past its pill, an address cut before its port, a period tab broken in
| two, the header's navigation under the player's items.
*/

/** Store price pills whose text comes within 4 px of the pill's border, on every server tab. */
async function crampedPrices(page: Page) {
  const cramped: string[] = []
  const tabs = page.getByRole('tab')
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click()
    cramped.push(
      ...(await page.evaluate(() =>
        [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) dl dd')]
          .filter((price) => {
            const pill = price.parentElement!.getBoundingClientRect()
            const range = document.createRange()
            range.selectNodeContents(price)
            const text = range.getBoundingClientRect()
            return text.left < pill.left + 4 || text.right > pill.right - 4
          })
          .map((price) => price.textContent!)
      ))
    )
  }
  return cramped
}

test.group('Layout fit', (group) => {
  group.each.setup(freshDatabase)

  test('prices, addresses and period tabs fit a 360 px phone', async ({
    browserContext,
    assert,
  }) => {
    await seedPlatform()
    await seedAccounts()
    await seedStore()
    const page = await browserContext.newPage()
    await page.setViewportSize(VIEWPORTS.phone)

    await openPage(page, pagePath('ru', 'economy.store.show'))
    assert.deepEqual(await crampedPrices(page), [])

    await openPage(page, pagePath('ru', 'network.servers.index'))
    const cut = await page
      .locator('main code')
      .evaluateAll((addresses) =>
        addresses
          .filter((address) => address.scrollWidth > address.clientWidth)
          .map((address) => address.textContent)
      )
    assert.deepEqual(cut, [])
    assert.isAbove(await page.locator('main code').count(), 0)

    await openPage(page, pagePath('ru', 'players.statistics.show', { nickname: 'Kirito_92' }))
    const periods = page.getByRole('radiogroup', { name: 'Период' }).getByRole('radio')
    const broken = await periods.evaluateAll((radios) =>
      radios
        .filter((radio) => radio.scrollHeight > radio.clientHeight)
        .map((radio) => radio.textContent)
    )
    assert.deepEqual(broken, [])
    assert.equal(await periods.count(), 7)
  }).timeout(120_000)

  test("a player's header keeps its navigation clear of the player's items", async ({
    browserContext,
    assert,
  }) => {
    await seedPlatform()
    await seedAccounts()
    const player = await User.findByOrFail('nickname', 'Kirito_92')
    await logInBrowser(browserContext, await openSession(player))
    const page = await browserContext.newPage()

    const gaps: Record<number, number> = {}
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, pagePath('ru', 'network.servers.index'))
      gaps[width] = await page.getByRole('banner').evaluate((header) => {
        const nav = header.querySelector('nav li:last-child')!.getBoundingClientRect()
        const items = header.querySelector('nav + div')!.getBoundingClientRect()
        return Math.round(items.left - nav.right)
      })
    }
    for (const [width, gap] of Object.entries(gaps)) {
      assert.isAtLeast(gap, 24, `at ${width} px the navigation ends ${gap} px before the items`)
    }
  }).timeout(120_000)
})

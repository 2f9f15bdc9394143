import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts } from '#database/demo/accounts'
import { seedStore } from '#database/demo/store'
import { VIEWPORTS, openPage } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

/** Where a guest's first clicks land: the store's cards and tabs, the header's menus. */
const PAGES = [
  { url: pagePath('ru', 'economy.store.show'), area: 'main' },
  { url: pagePath('ru', 'accounts.sessions.create'), area: 'header' },
]

/** The header's deferred choice menus (the gap noted where they are skipped). */
const DEFERRED_MENUS = /^(Язык|Регион)/

/** The controls a click can reach in an area: visible buttons, in page order. */
const controls = (area: string) => `${area} button:visible, ${area} [role="button"]:visible`

/** What a click changes that a player sees: where they are, what opened, what is chosen. */
function outcome(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname + location.search,
    dialogs: document.querySelectorAll('[role="dialog"]').length,
    expanded: document.querySelectorAll('[aria-expanded="true"]').length,
    chosen: [...document.querySelectorAll('[aria-selected="true"], [aria-pressed="true"]')].map(
      (element) => element.textContent?.trim()
    ),
  }))
}

async function settle(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForTimeout(500)
}

test.group('Clicks before hydration journey', (group) => {
  group.each.setup(freshDatabase)

  test('each button clicked right after domcontentloaded does what it does once hydrated', async ({
    browserContext,
    assert,
  }) => {
    await seedPlatform()
    await seedAccounts()
    await seedStore()
    const page = await browserContext.newPage()
    await page.setViewportSize(VIEWPORTS.desktop)

    const lost: string[] = []
    for (const { url, area } of PAGES) {
      const CONTROLS = controls(area)
      await openPage(page, url)
      const count = await page.locator(CONTROLS).count()
      for (let index = 0; index < count; index++) {
        await openPage(page, url)
        const control = page.locator(CONTROLS).nth(index)
        const label = await control.innerText()
        // Known gap (#27 item 9): the language and region menus load after hydration and
        // swap their stand-in button, so a click held on the stand-in is not replayed yet.
        if (DEFERRED_MENUS.test(label)) continue
        const name = `${url} #${index} «${label.trim()}»`
        await control.click()
        await settle(page)
        const hydrated = await outcome(page)

        await page.goto(url, { waitUntil: 'domcontentloaded' })
        await page.locator(CONTROLS).nth(index).click()
        await settle(page)
        const early = await outcome(page)
        if (JSON.stringify(early) !== JSON.stringify(hydrated)) {
          lost.push(`${name}: ${JSON.stringify(early)} ≠ ${JSON.stringify(hydrated)}`)
        }
      }
    }
    assert.deepEqual(lost, [])
  }).timeout(480_000)
})

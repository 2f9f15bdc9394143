import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts } from '#database/demo/accounts'
import { seedStore } from '#database/demo/store'
import { UserFactory } from '#database/factories/user_factory'
import { VIEWPORTS, openPage, watchPageErrors } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { endedAt, openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

/** Where a guest's first clicks land: the store's cards and tabs, the header's menus. */
const PAGES = [
  { url: pagePath('ru', 'economy.store.show'), area: 'main' },
  { url: pagePath('ru', 'accounts.sessions.create'), area: 'header' },
]

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

/**
 * Hydrated, and what a click asked for is in: a menu's code loads when it is clicked (or a
 * pointer reaches it), and its stand-in (after_hydration.tsx) is `aria-busy` until it opens.
 */
async function settle(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // A click held before hydration is replayed on it: let React commit what it asked for.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0)
  await page.waitForTimeout(300)
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

  test('a player logs out through the header menu, each click right after domcontentloaded', async ({
    browserContext,
    assert,
  }) => {
    const player = await UserFactory.merge({ nickname: 'Early_Leaver' }).create()
    const session = await openSession(player)
    await logInBrowser(browserContext, session)
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)

    // The player menu is a stand-in until its code loads: the held click opens the real one.
    await page.goto(pagePath('ru', 'economy.store.show'), { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: /^Меню игрока/ }).click()
    await settle(page)
    await page.getByRole('menuitem', { name: 'Выйти' }).click()
    await page.waitForURL((url) => url.pathname === pagePath('ru', 'accounts.logout.show'))

    await page.goto(pagePath('ru', 'accounts.logout.show'), { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Выйти' }).click()
    await page.waitForURL((url) => url.pathname === pagePath('ru', 'platform.home.show'))
    await page.getByText('Вы вышли из аккаунта').waitFor()
    assert.isNotNull(await endedAt(session.accessId))
    assert.deepEqual(errors, [])
  }).timeout(120_000)

  test('a player presses «Купить» right after domcontentloaded and the purchase dialog opens', async ({
    browserContext,
    assert,
  }) => {
    await seedPlatform()
    await seedStore()
    const player = await UserFactory.merge({ nickname: 'Early_Buyer' }).create()
    await logInBrowser(browserContext, await openSession(player))
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport)
      await page.goto(pagePath('ru', 'economy.store.show'), { waitUntil: 'domcontentloaded' })
      // The player's page hydrates as a shell first (player_shell.ts): the held click must survive it.
      await page.getByRole('button', { name: 'Купить VIP' }).first().click()
      await page.getByRole('dialog').getByRole('radio', { name: '31 день' }).waitFor()
    }
    assert.deepEqual(errors, [])
  }).timeout(120_000)
})

import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import User from '#models/user'
import SessionTokenService from '#services/accounts/session_token_service'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts } from '#database/demo/accounts'
import { seedContent } from '#database/demo/content'
import { seedStore } from '#database/demo/store'
import { VIEWPORTS, baseURL, openPage, watchPageErrors } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

// eslint-disable-next-line no-restricted-syntax -- raw path: an unknown page answers the 404 page
const UNKNOWN_PAGE = '/ru/no-such-page'

/** Every public page of spec §2 in Russian, whose words are the longest. */
const PUBLIC_PAGES = [
  pagePath('ru', 'platform.home.show'),
  pagePath('ru', 'network.servers.index'),
  pagePath('ru', 'economy.store.show'),
  pagePath('ru', 'content.news.index'),
  pagePath('ru', 'content.news.show', { slug: 'wipe-winter-2025' }),
  pagePath('ru', 'content.mods.index'),
  pagePath('ru', 'content.servers.show', { slug: 'techno-magic-rpg' }),
  pagePath('ru', 'content.rules.show'),
  pagePath('ru', 'content.team.show'),
  pagePath('ru', 'content.start.show'),
  pagePath('ru', 'network.statistics.index'),
  pagePath('ru', 'network.statistics.show', { server_name: 'techno-magic-rpg' }),
  pagePath('ru', 'content.privacy.show'),
  pagePath('ru', 'content.offer.show'),
  pagePath('ru', 'players.searches.index'),
  pagePath('ru', 'players.tops.show', { type: 'playtime' }),
  pagePath('ru', 'platform.errors.show'),
  pagePath('ru', 'accounts.sessions.create'),
  pagePath('ru', 'accounts.registrations.create'),
  pagePath('ru', 'accounts.password_resets.create'),
  pagePath('ru', 'players.statistics.show', { nickname: 'Kirito_92' }),
  UNKNOWN_PAGE,
]

/** The staff's pages with the widest controls: the three document editors. */
const STAFF_PAGES = (['news', 'mods', 'servers'] as const).map((target) =>
  pagePath('ru', 'content.documents.create', { target })
)

/** How far the page scrolls sideways, and the elements that stick out past the viewport. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest('[aria-hidden="true"], [hidden]'))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
    return { scroll: document.documentElement.scrollWidth - width, wide }
  })
}

async function logIn(context: BrowserContext, user: User) {
  const credentials = await new SessionTokenService().create(user, {
    source: 'site',
    browser: 'Chromium',
    system: 'Linux',
    ip: '127.0.0.1',
  })
  await context.addCookies([
    { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
    { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
  ])
}

test.group('Phone width journey', (group) => {
  group.each.setup(freshDatabase)

  // The demo content on purpose: its long Russian words are what overflowed.
  test('no public page scrolls sideways at 360 px', async ({ browserContext, assert }) => {
    await seedPlatform()
    await seedAccounts()
    await seedContent()
    await seedStore()
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.phone)

    const wide: Record<string, unknown> = {}
    for (const url of PUBLIC_PAGES) {
      await openPage(page, url)
      const measured = await overflow(page)
      if (measured.scroll > 0) wide[url] = measured
    }
    assert.deepEqual(wide, {})
    // The unknown path answers its 404 on purpose.
    assert.deepEqual(
      errors.filter((error) => !error.includes(UNKNOWN_PAGE)),
      []
    )
  }).timeout(180_000)

  test('the document editors fit 360 px', async ({ browserContext, assert }) => {
    await seedPlatform()
    await seedAccounts()
    await logIn(browserContext, await User.findByOrFail('nickname', 'Sora'))
    const page = await browserContext.newPage()
    await page.setViewportSize(VIEWPORTS.phone)

    const wide: Record<string, unknown> = {}
    for (const url of STAFF_PAGES) {
      await openPage(page, url)
      const measured = await overflow(page)
      if (measured.scroll > 0) wide[url] = measured
    }
    assert.deepEqual(wide, {})
  }).timeout(120_000)
})

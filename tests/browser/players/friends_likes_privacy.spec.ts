import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import PlaytimeTotalService from '#services/players/playtime_total_service'
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
import { daysAgo, gamePlayerOf, playDays } from '#tests/support/players'
import { openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

/** A browser page logged in as the player, at the desktop width. */
async function pageOf(context: BrowserContext, user: User) {
  await logInBrowser(context, await openSession(user))
  const page = await context.newPage()
  await page.setViewportSize(VIEWPORTS.desktop)
  return page
}

async function assertAccessible(
  page: Page,
  assert: { deepEqual: (a: unknown, b: unknown) => void }
) {
  assert.deepEqual(await axeViolations(page), [])
}

test.group('Friends, likes and privacy journey', (group) => {
  group.each.setup(freshDatabase)

  test('a friend request is accepted, a like survives reload, hidden statistics show a notice', async ({
    browser,
    browserContext,
    assert,
  }) => {
    const server = await ServerFactory.merge({ name: 'Sky Isles', slug: 'sky-isles' }).create()
    const alice = await UserFactory.merge({ nickname: 'Alice_Frost' }).create()
    const bob = await UserFactory.merge({ nickname: 'Bob_Ember' }).create()
    await playDays(await gamePlayerOf(bob), server, { [daysAgo(0)]: 5400, [daysAgo(2)]: 3600 })
    await new PlaytimeTotalService().refresh({ full: true })

    const alicePage = await pageOf(browserContext, alice)
    const aliceErrors = watchPageErrors(alicePage)
    const bobContext = await browser.newContext({ baseURL, locale: 'en-GB' })
    const bobPage = await pageOf(bobContext, bob)
    const bobErrors = watchPageErrors(bobPage)

    // Alice asks Bob from his profile.
    await openPage(alicePage, pagePath('en', 'players.statistics.show', { nickname: 'Bob_Ember' }))
    await alicePage.getByRole('button', { name: 'Add friend' }).click()
    await alicePage.getByText('Friend request sent to Bob_Ember.').waitFor()
    await alicePage.getByText('Request sent', { exact: true }).waitFor()

    // Bob accepts on his requests tab.
    await openPage(bobPage, pagePath('en', 'players.friends.index', { nickname: 'Bob_Ember' }))
    await bobPage.getByRole('link', { name: 'Requests' }).click()
    await bobPage.getByRole('heading', { name: 'Requests to you' }).waitFor()
    await assertAccessible(bobPage, assert)
    await keepScreenshot(bobPage, 'players-friend-requests-1440')
    await bobPage.getByRole('button', { name: "Accept Alice_Frost's request" }).click()
    await bobPage.getByText('You and Alice_Frost are friends now.').waitFor()
    await bobPage
      .getByRole('navigation', { name: 'Friends and requests' })
      .getByRole('link', { name: 'Friends' })
      .click()
    await bobPage.getByRole('list', { name: 'Friends (1)' }).getByText('Alice_Frost').waitFor()
    await assertAccessible(bobPage, assert)
    await keepScreenshot(bobPage, 'players-friends-1440')

    // Alice likes Bob's profile; the like survives a reload.
    await openPage(alicePage, pagePath('en', 'players.friends.index', { nickname: 'Bob_Ember' }))
    await alicePage.getByText('Friends', { exact: true }).first().waitFor()
    const like = alicePage.getByRole('button', { name: /^Like/ })
    await like.click()
    await alicePage.getByRole('button', { name: /^Like/, pressed: true }).waitFor()
    await alicePage.reload()
    await alicePage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    assert.equal(await like.getAttribute('aria-pressed'), 'true')
    assert.include(await like.innerText(), '1 like')
    await alicePage.getByRole('link', { name: '#1 in the likes top' }).waitFor()

    // Bob hides his statistics in the cabinet.
    await openPage(bobPage, pagePath('en', 'accounts.privacy.edit'))
    await bobPage.getByRole('switch', { name: 'Statistics' }).click()
    await assertAccessible(bobPage, assert)
    await bobPage.getByRole('button', { name: 'Save' }).click()
    await bobPage.getByText('Privacy settings saved.').waitFor()
    await keepScreenshot(bobPage, 'accounts-privacy-1440')
    assert.equal(
      await bobPage.getByRole('switch', { name: 'Statistics' }).getAttribute('aria-checked'),
      'true'
    )

    // Alice now sees the notice instead of his statistics; Bob still sees them.
    await openPage(alicePage, pagePath('en', 'players.statistics.show', { nickname: 'Bob_Ember' }))
    await alicePage.getByText('Bob_Ember hides their statistics from other players.').waitFor()
    assert.equal(await alicePage.locator('canvas').count(), 0)
    await assertAccessible(alicePage, assert)
    await keepScreenshot(alicePage, 'players-statistics-hidden-1440')
    await openPage(bobPage, pagePath('en', 'players.statistics.show', { nickname: 'Bob_Ember' }))
    await bobPage.getByText('Hidden from others: statistics.', { exact: false }).waitFor()
    await bobPage.locator('canvas').first().waitFor()

    // The likes top lists Bob.
    await openPage(alicePage, pagePath('en', 'players.tops.show', { type: 'likes' }))
    await alicePage.getByRole('cell', { name: 'Bob_Ember' }).waitFor()
    await assertAccessible(alicePage, assert)
    await keepScreenshot(alicePage, 'players-likes-top-1440')

    // Phones: nothing wider than the screen.
    await alicePage.setViewportSize(VIEWPORTS.phone)
    await bobPage.setViewportSize(VIEWPORTS.phone)
    for (const [page, url, name] of [
      [
        alicePage,
        pagePath('en', 'players.statistics.show', { nickname: 'Bob_Ember' }),
        'players-statistics-hidden-360',
      ],
      [
        bobPage,
        pagePath('en', 'players.friend_requests.index', { nickname: 'Bob_Ember' }),
        'players-friend-requests-360',
      ],
      [
        bobPage,
        pagePath('ru', 'players.friends.index', { nickname: 'Bob_Ember' }),
        'players-friends-360',
      ],
      [bobPage, pagePath('en', 'accounts.privacy.edit'), 'accounts-privacy-360'],
      [alicePage, pagePath('ru', 'players.tops.show', { type: 'likes' }), 'players-likes-top-360'],
    ] as const) {
      await openPage(page, url)
      assert.isAtMost(await horizontalOverflow(page), 0)
      await assertAccessible(page, assert)
      await keepScreenshot(page, name)
    }
    assert.deepEqual(aliceErrors, [])
    assert.deepEqual(bobErrors, [])
    await bobContext.close()
    // Two players, five pages at two widths, axe on each: longer than the default.
  }).timeout(360_000)
})

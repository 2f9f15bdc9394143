import { test } from '@japa/runner'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import {
  VIEWPORTS,
  axeViolations,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { daysAgo, playDays, sakuraWithHistory, setStatistics } from '#tests/support/players'
import { pagePath } from '#tests/support/urls'

test.group('Profile and tops journey', (group) => {
  group.each.setup(freshDatabase)

  test('a visitor views tops per server, opens a profile and switches chart periods', async ({
    browserContext,
    assert,
  }) => {
    const { forge, sky, star } = await sakuraWithHistory()
    await setStatistics(star, sky, { blocksBroken: 15_230, mobsKilled: 842, deaths: 17 })
    const others = await GamePlayerFactory.createMany(6)
    for (const [index, player] of others.entries()) {
      await playDays(player, index % 2 ? sky : forge, { [daysAgo(index)]: 900 * (index + 1) })
    }
    await new PlaytimeTotalService().refresh({ full: true })

    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)

    // Tops: /top opens the playtime top; a server tab narrows it.
    await openPage(page, pagePath('en', 'players.tops.index'))
    assert.match(page.url(), /\/en\/top\/playtime$/)
    await page
      .getByRole('navigation', { name: 'Server' })
      .getByRole('link', { name: 'Sky Isles' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Top by playtime: Sky Isles' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-tops-1440')
    await page
      .getByRole('navigation', { name: 'Period' })
      .getByRole('link', { name: 'All time' })
      .click()
    await page.waitForURL(/period=all/)

    // The profile from the top.
    await page.getByRole('link', { name: 'Sakura_Mage' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Sakura_Mage' }).waitFor()
    assert.match(page.url(), /\/en\/profile\/Sakura_Mage\/statistics$/)
    const summary = page.locator('#playtime-heading + p')
    await page.getByRole('radio', { name: '1 yr' }).click()
    await summary.filter({ hasText: 'per week' }).waitFor()
    await page.getByRole('radio', { name: 'All' }).click()
    await summary.filter({ hasText: 'per month' }).waitFor()
    await page.getByRole('button', { name: 'Sky Isles' }).click()
    assert.include(await page.locator('main').innerText(), '15,230')
    await page.locator('canvas').first().waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-profile-1440')

    // Phone: nothing wider than the screen.
    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'players.statistics.show', { nickname: 'Sakura_Mage' }))
    await page.locator('canvas').first().waitFor()
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-profile-360')
    await openPage(
      page,
      pagePath(
        'ru',
        'players.tops.show',
        { type: 'playtime', server: 'sky-isles' },
        { period: 'all' }
      )
    )
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-tops-360')
    assert.deepEqual(errors, [])
  })
})

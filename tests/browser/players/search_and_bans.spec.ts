import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import GamePlayerPresence from '#models/game_player_presence'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { GameBanFactory } from '#database/factories/game_ban_factory'
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
import { sakuraWithHistory } from '#tests/support/players'
import { openSession } from '#tests/support/sessions'
import { fund } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Player search and ban list journey', (group) => {
  group.each.setup(freshDatabase)

  test('a visitor finds a player as they type, reads the tops, then the ban list', async ({
    browserContext,
    assert,
  }) => {
    const { forge, sky, sakura, star } = await sakuraWithHistory()
    await UserFactory.merge({ nickname: 'SakuraBlade' }).create()
    await GamePlayerFactory.merge({ nickname: 'sakura_fan', nicknameKey: 'sakura_fan' }).create()
    await GamePlayerPresence.create({
      serverId: sky.id,
      gamePlayerId: star.id,
      online: true,
      onlineSince: DateTime.utc(),
    })
    await new PlaytimeTotalService().refresh({ full: true })
    await fund(sakura, 'coins', 1200)
    await fund(await UserFactory.merge({ nickname: 'Goldfinch' }).create(), 'coins', 4000)
    await GameBanFactory.merge({
      serverId: sky.id,
      nickname: 'Griefer_01',
      nicknameKey: 'griefer_01',
      bannedBy: 'Kirito',
      reason: 'Burned down the spawn village',
    }).create()
    await GameBanFactory.apply('permanent')
      .merge({
        serverId: forge.id,
        nickname: 'DupeLord',
        nicknameKey: 'dupelord',
        reason: 'Item duplication',
      })
      .create()
    await GameBanFactory.apply('expired')
      .apply('lifted')
      .merge({ serverId: sky.id, nickname: 'Spammer', nicknameKey: 'spammer', reason: 'Chat spam' })
      .create()
    await browserContext.addCookies([{ name: 'locale', value: 'en', url: baseURL }])

    const page = await browserContext.newPage()
    // Vite transforms a page's modules on its first visit, which on a busy machine takes longer
    // than Playwright's default 30 s.
    page.setDefaultTimeout(90_000)
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)

    // Search: from the tops, as the nickname is typed; three letters only get the hint.
    await openPage(page, pagePath('en', 'players.tops.index'))
    await page.getByRole('link', { name: 'Find a player' }).click()
    await page.getByRole('heading', { level: 1, name: 'Player search' }).waitFor()
    const field = page.getByRole('searchbox', { name: 'Nickname' })
    await field.pressSequentially('sak', { delay: 40 })
    await page.getByText('Enter at least four characters').waitFor()
    await field.pressSequentially('URA', { delay: 40 })
    await page.getByRole('status').filter({ hasText: '3 players found' }).waitFor()
    const results = page.getByRole('list', { name: 'Players found' })
    assert.deepEqual(await results.getByRole('link').allInnerTexts(), [
      'sakura_fan\nNot registered\nOffline',
      'Sakura_Mage\nOnline',
      'SakuraBlade\nOffline',
    ])
    await field.pressSequentially('_m', { delay: 40 })
    await page.getByRole('status').filter({ hasText: '1 player found' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-search-1440')

    // The keyboard walks from the field into the results and opens the profile.
    await field.press('ArrowDown')
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent?.startsWith('Sakura_Mage')),
      true
    )
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Sakura_Mage' }).waitFor()
    assert.match(page.url(), /\/en\/profile\/Sakura_Mage\/statistics$/)
    const summary = page.locator('#playtime-heading + p')
    await page.getByRole('radio', { name: '1 yr' }).click()
    await summary.filter({ hasText: 'per week' }).waitFor()
    await page.getByRole('radio', { name: '3 mo' }).click()
    await summary.filter({ hasText: 'per day' }).waitFor()
    // The coins place sits with the other places on the all-servers figures.
    assert.include(await page.locator('main').innerText(), 'Coins top\n#2')

    // Tops per server, and the coins top, which is the whole network's.
    await openPage(page, pagePath('en', 'players.tops.show', { type: 'playtime' }))
    await page
      .getByRole('navigation', { name: 'Server' })
      .getByRole('link', { name: 'Forge Realm' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Top by playtime: Forge Realm' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Top type' })
      .getByRole('link', { name: 'Coins' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Top by coins: all servers' }).waitFor()
    assert.equal(await page.getByRole('navigation', { name: 'Server' }).count(), 0)
    assert.deepEqual(await page.getByRole('table').getByRole('link').allInnerTexts(), [
      'Goldfinch',
      'Sakura_Mage',
    ])
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-tops-coins-1440')

    // The ban list is protected: a guest goes to the login, a player reads it.
    await openPage(page, pagePath('en', 'players.bans.index'))
    assert.match(page.url(), /\/en\/login\?return=%2Fen%2Fbanlist$/)
    await logInBrowser(browserContext, await openSession(sakura))
    await openPage(page, pagePath('en', 'players.bans.index'))
    await page.getByRole('heading', { level: 1, name: 'Ban list' }).waitFor()
    const table = page.getByRole('table')
    const row = (name: string) => table.getByRole('row').filter({ hasText: name })
    assert.include(await row('DupeLord').innerText(), 'Never')
    assert.include(await row('DupeLord').innerText(), 'Permanent')
    assert.include(await row('Spammer').innerText(), 'Unbanned')
    const left = row('Griefer_01').getByText(/left$/)
    const before = await left.innerText()
    // It ticks each second; on a loaded machine a tick may come late (up to 10 s here).
    await page.waitForFunction(
      ([cell, text]) => (cell as HTMLElement | null)?.innerText !== text,
      [await left.elementHandle(), before] as const,
      { timeout: 10_000 }
    )
    assert.notEqual(await left.innerText(), before, 'the countdown ticks')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-bans-1440')

    await page
      .getByRole('navigation', { name: 'Server' })
      .getByRole('link', { name: 'Sky Isles' })
      .click()
    await page.waitForURL(/server=sky-isles/)
    await page.getByText('2 bans').waitFor()
    await page.getByRole('searchbox', { name: 'Nickname' }).fill('grief')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/nickname=grief/)
    await page.getByText('1 ban', { exact: true }).waitFor()
    assert.deepEqual(await table.getByRole('link').allInnerTexts(), ['Griefer_01'])

    // Phone: nothing wider than the screen.
    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'players.bans.index'))
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-bans-360')
    await openPage(page, pagePath('ru', 'players.searches.index', {}, { query: 'sakura' }))
    await page.getByRole('list', { name: 'Найденные игроки' }).waitFor()
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-search-360')
    await openPage(page, pagePath('ru', 'players.tops.show', { type: 'coins' }))
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'players-tops-coins-360')
    assert.deepEqual(errors, [])
  }).timeout(300_000)
})

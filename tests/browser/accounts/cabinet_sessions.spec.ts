import { test } from '@japa/runner'
import type { BrowserContext } from 'playwright'
import SessionTokenService from '#services/accounts/session_token_service'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  animationsDone,
  axeViolations,
  horizontalOverflow,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

/** Logs the browser in as a session: the site's own access_id / access_token cookies. */
async function useSession(
  context: BrowserContext,
  credentials: { accessId: string; accessToken: string }
) {
  await context.addCookies([
    { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
    { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
  ])
}

test.group('Cabinet sessions journey', (group) => {
  group.each.setup(freshDatabase)

  test('a player sees where the account is logged in and ends the other sessions', async ({
    browserContext,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user, {
      source: 'site',
      browser: 'Chrome 140',
      system: 'Windows 10',
    })
    const launcher = await openSession(user, {
      source: 'launcher',
      browser: 'TechnoMagic Launcher 2',
      system: 'Windows 11',
    })
    const game = await openSession(user, {
      source: 'game',
      browser: 'Minecraft 1.12.2',
      system: 'Linux',
    })
    await useSession(browserContext, current)
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    const sessionCards = page.getByRole('list', { name: 'Активные сеансы' }).getByRole('listitem')

    // Desktop, Russian: the current session first and marked; end the launcher one.
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('ru', 'accounts.active_sessions.index'))
    assert.match(page.url(), /\/ru\/cabinet\/sessions$/)
    await page.getByRole('heading', { level: 1, name: 'Сеансы' }).waitFor()
    assert.equal(await sessionCards.count(), 3)
    assert.include(await sessionCards.first().innerText(), 'Текущий сеанс')
    assert.include(await sessionCards.first().innerText(), 'Chrome 140, Windows 10')
    const tabs = page.getByRole('navigation', { name: 'Разделы кабинета' })
    assert.equal(
      await tabs.getByRole('link', { name: 'Сеансы' }).getAttribute('aria-current'),
      'page'
    )
    assert.equal(
      await tabs.getByRole('link', { name: /Обложка/ }).getAttribute('href'),
      pagePath('ru', 'accounts.covers.edit')
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-sessions-ru-1440')

    await page
      .getByRole('button', { name: 'Завершить сеанс TechnoMagic Launcher 2, Windows 11' })
      .click()
    await page.getByText('Сеанс завершён.').waitFor()
    await page.getByText('TechnoMagic Launcher 2, Windows 11').waitFor({ state: 'detached' })
    assert.equal(await sessionCards.count(), 2)
    const ended = await UserSession.findOrFail(launcher.accessId)
    assert.isNotNull(ended.terminatedAt)

    // Phone, Russian: fits 360 px; the tab strip shows the current tab.
    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'accounts.active_sessions.index'))
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways at 360 px')
    assert.isTrue(
      await tabs.getByRole('link', { name: 'Сеансы' }).evaluate((link) => {
        const strip = link.closest('ul')!.getBoundingClientRect()
        const box = link.getBoundingClientRect()
        return box.left >= strip.left && box.right <= strip.right
      }),
      'the current tab is scrolled into view'
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-sessions-ru-360')

    // Phone, English: end all others by keyboard through the confirmation dialog.
    await openPage(page, pagePath('en', 'accounts.active_sessions.index'))
    const endAll = page.getByRole('button', { name: 'End all other sessions' })
    await endAll.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'End all other sessions?' })
    await dialog.waitFor()
    await dialog.getByText('1 other session will be logged out').waitFor()
    await animationsDone(dialog)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-sessions-en-360-confirm', { fullPage: false })
    await dialog.getByRole('button', { name: 'End sessions' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('1 other session was ended.').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('No other device is logged in to your account.').waitFor()
    const endedGame = await UserSession.findOrFail(game.accessId)
    assert.isNotNull(endedGame.terminatedAt)
    assert.equal(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-sessions-en-360')

    // Desktop, English: only the current session is left.
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'accounts.active_sessions.index'))
    assert.equal(
      await page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem').count(),
      1
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-sessions-en-1440')

    assert.deepEqual(errors, [])
  })

  test('the ended session is logged out on its very next page', async ({
    browserContext,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user, {
      source: 'site',
      browser: 'Chrome 140',
      system: 'Linux',
    })
    await useSession(browserContext, current)
    const page = await browserContext.newPage()
    await openPage(page, pagePath('en', 'accounts.active_sessions.index'))
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor()

    const row = await UserSession.findOrFail(current.accessId)
    await new SessionTokenService().terminate(row)
    await openPage(page, pagePath('en', 'accounts.active_sessions.index'))

    assert.match(page.url(), /\/en\/login\?return=%2Fen%2Fcabinet%2Fsessions$/)
  })
})

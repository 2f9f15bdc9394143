import { test } from '@japa/runner'
import SessionTokenService from '#services/accounts/session_token_service'
import TwoFactorLink from '#models/two_factor_link'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { FakeBots, telegramMessage } from '#tests/support/fake_bots'
import { PASSWORD, postTelegram, pressInTelegram } from '#tests/support/two_factor'
import { UserFactory } from '#database/factories/user_factory'
import hash from '@adonisjs/core/services/hash'
import { pagePath } from '#tests/support/urls'

const CHAT = '424242'

test.group('Two-factor journey', (group) => {
  const bots = new FakeBots()
  group.setup(async () => {
    await bots.start()
    return () => bots.stop()
  })
  group.each.setup(freshDatabase)

  test('a player enables Telegram 2FA, logs out, logs in and waits on /2fa for the bot', async ({
    browserContext,
    assert,
  }) => {
    const user = await UserFactory.merge({
      nickname: 'Sakura_Mage',
      password: await hash.make(PASSWORD),
    }).create()
    const current = await new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Chrome 140',
      system: 'Windows 10',
      ip: '127.0.0.1',
    })
    await browserContext.addCookies([
      { name: 'access_id', value: current.accessId, url: baseURL, httpOnly: true },
      { name: 'access_token', value: current.accessToken, url: baseURL, httpOnly: true },
    ])
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    // Cabinet → 2fa: choose Telegram, send the command to the bot.
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'accounts.two_factor_settings.edit'))
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'two-factor-settings-en-1440')
    await page.getByRole('button', { name: 'Telegram bot' }).click()
    const command = await page.locator('code').first().textContent({ timeout: 10_000 })
    assert.match(command!, /^\/start /)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'two-factor-command-en-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    await keepScreenshot(page, 'two-factor-command-en-360')
    await page.setViewportSize(VIEWPORTS.desktop)

    await postTelegram(telegramMessage(CHAT, command!))
    await page.getByRole('heading', { name: 'Two-factor authentication is on' }).waitFor()
    assert.exists(await TwoFactorLink.find(user.id))

    // Log out through the logout page.
    await openPage(page, pagePath('en', 'accounts.logout.show'))
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/logout'))

    // Log in: held on /2fa until the bot confirms.
    await openPage(page, pagePath('en', 'accounts.sessions.create'))
    await page.getByLabel('Nickname or e-mail').fill('Sakura_Mage')
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL('**/en/2fa')
    await page.getByText('Waiting for your confirmation in Telegram').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'two-factor-wait-en-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'two-factor-wait-en-360')

    // The guard keeps the player here.
    await openPage(page, pagePath('en', 'accounts.active_sessions.index'))
    await page.waitForURL('**/en/2fa')

    const request = bots.lastTo(CHAT)!
    assert.include(request.text, 'Sakura_Mage')
    const started = Date.now()
    await pressInTelegram(CHAT, request.buttons[0].data)
    await page.waitForURL('**/en/cabinet/**', { timeout: 10_000 })
    assert.isBelow(Date.now() - started, 5000)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await keepScreenshot(page, 'two-factor-done-en-360')
    assert.deepEqual(errors, [])
  })
})

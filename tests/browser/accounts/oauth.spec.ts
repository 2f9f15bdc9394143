import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import SessionTokenService from '#services/accounts/session_token_service'
import BotMessage from '#models/bot_message'
import TwoFactorLink from '#models/two_factor_link'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { OauthIdentityFactory } from '#database/factories/oauth_identity_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  holdScripts,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { startFakeProviders, type FakeProviders } from '#tests/support/fake_oauth'
import type { BrowserContext } from 'playwright'
import env from '#start/env'
import { pagePath } from '#tests/support/urls'

async function logIn(context: BrowserContext, user: User) {
  const credentials = await new SessionTokenService().create(user, {
    source: 'site',
    browser: 'Chrome 140',
    system: 'Windows 10',
    ip: '127.0.0.1',
  })
  await context.addCookies([
    { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
    { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
  ])
}

test.group('Social login journeys', (group) => {
  let peers: FakeProviders
  group.setup(async () => {
    peers = await startFakeProviders()
    return () => peers.stop()
  })
  group.each.setup(freshDatabase)

  test('a visitor signs up through Google and picks a nickname', async ({
    browserContext,
    assert,
  }) => {
    peers.google.user = { id: 'g-browser-1', name: 'Hana Mori', email: 'hana@example.com' }
    const page = await browserContext.newPage()
    // The provider returns to APP_URL's callback; in tests the site listens elsewhere.
    const appUrl = new URL(env.get('APP_URL')).origin
    await page.route(`${appUrl}/**`, (route) =>
      route.fulfill({
        status: 302,
        headers: { location: route.request().url().replace(appUrl, baseURL) },
      })
    )
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('en', 'accounts.sessions.create'))
    await page.getByRole('heading', { name: 'or sign in with' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'oauth-login-en-360')
    await page.setViewportSize(VIEWPORTS.desktop)
    await keepScreenshot(page, 'oauth-login-en-1440')

    await page.getByRole('link', { name: 'Google' }).click()
    await page.waitForURL('**/oauth/google/register')
    await page.getByRole('heading', { name: 'Almost there' }).waitFor()
    assert.equal(await page.locator('input[name="login"]').inputValue(), 'Hana_Mori')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'oauth-register-en-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    await keepScreenshot(page, 'oauth-register-en-360')

    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create the account' }).click()
    await page.waitForURL((url) => url.pathname === pagePath('en', 'platform.home.show'))
    assert.exists(await User.findBy('nickname_key', 'hana_mori'))
    assert.deepEqual(errors, [])
  })

  test('a visitor submits the nickname form before the page is interactive and signs up', async ({
    browserContext,
    assert,
  }) => {
    peers.google.user = { id: 'g-browser-2', name: 'Early Fox', email: 'fox@example.com' }
    const page = await browserContext.newPage()
    const appUrl = new URL(env.get('APP_URL')).origin
    await page.route(`${appUrl}/**`, (route) =>
      route.fulfill({
        status: 302,
        headers: { location: route.request().url().replace(appUrl, baseURL) },
      })
    )
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'accounts.sessions.create'))
    await page.getByRole('link', { name: 'Google' }).click()
    await page.waitForURL('**/oauth/google/register')
    const register = page.url()

    // The same page again, its scripts held: the form is the server's HTML alone.
    const release = await holdScripts(page)
    await page.goto(register, { waitUntil: 'commit' })
    await page.locator('input[name="login"]').fill('Early_Fox')
    await page.getByRole('checkbox').check()
    assert.equal(await page.locator('html[data-hydrated="true"]').count(), 0, 'before hydration')
    await page.getByRole('button', { name: 'Create the account' }).click()
    // Its scripts held too, the next page never reaches "load".
    await page.waitForURL((url) => url.pathname === pagePath('en', 'platform.home.show'), {
      waitUntil: 'commit',
    })
    await release()
    assert.exists(await User.findBy('nickname_key', 'early_fox'))
    assert.deepEqual(errors, [])
  })

  test('the only way to log in cannot be unlinked: the requirement modal', async ({
    browserContext,
    assert,
  }) => {
    const user = await UserFactory.apply('oauthOnly').create()
    await OauthIdentityFactory.merge({
      userId: user.id,
      provider: 'steam',
      name: 'Kirito',
    }).create()
    await logIn(browserContext, user)
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'accounts.oauth_links.index'))
    await page.getByRole('heading', { level: 1, name: 'Authorization' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'authorization-en-1440')

    await page.getByRole('button', { name: 'Unlink Steam' }).click()
    await page.getByRole('dialog', { name: 'Set a password first' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await page.setViewportSize(VIEWPORTS.phone)
    await keepScreenshot(page, 'authorization-requirement-en-360')
    assert.deepEqual(errors, [])
  })

  test('without bot tokens the 2FA tab says so and the dev bot inbox confirms', async ({
    browserContext,
    assert,
  }) => {
    const tokens = {
      telegram: app.config.get('bots.telegram.token'),
      vk: app.config.get('bots.vk.token'),
    }
    app.config.set('bots.telegram.token', null)
    app.config.set('bots.vk.token', null)
    try {
      const user = await UserFactory.create()
      await TwoFactorLink.create({ userId: user.id, bot: 'telegram', chatId: '100200300' })
      await BotMessage.create({
        bot: 'telegram',
        chatId: '100200300',
        text: `Login to ${user.nickname}: Site, Firefox 140, Linux, IP 203.0.113.4. Was it you?`,
        buttons: [{ text: 'Confirm', data: '2fa:c:00000000-0000-4000-8000-000000000000' }],
      })
      await logIn(browserContext, user)
      const page = await browserContext.newPage()
      await page.setViewportSize(VIEWPORTS.desktop)
      await openPage(page, pagePath('en', 'accounts.two_factor_settings.edit'))
      await page.getByText('The Telegram and VK bots are not set up on this site yet.').waitFor()
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'two-factor-not-set-up-en-1440')

      await page.getByRole('link', { name: 'Try them in the dev bot inbox.' }).click()
      await page.getByRole('heading', { level: 1, name: 'Dev bot inbox' }).waitFor()
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'dev-bot-inbox-en-1440')
      await page.setViewportSize(VIEWPORTS.phone)
      await keepScreenshot(page, 'dev-bot-inbox-en-360')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.getByText('This request is no longer valid.').first().waitFor()
    } finally {
      app.config.set('bots.telegram.token', tokens.telegram)
      app.config.set('bots.vk.token', tokens.vk)
    }
  })
})

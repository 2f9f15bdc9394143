import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import type { BrowserContext } from 'playwright'
import SessionTokenService from '#services/accounts/session_token_service'
import User from '#models/user'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

const OLD_PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'a brand new passphrase'

async function useSession(
  context: BrowserContext,
  credentials: { accessId: string; accessToken: string }
) {
  await context.addCookies([
    { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
    { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
  ])
}

test.group('Cabinet password journey', (group) => {
  group.each.setup(freshDatabase)

  test('a player fixes a mistyped repeat, changes the password and sees it in the history', async ({
    browserContext,
    assert,
  }) => {
    const user = await UserFactory.merge({ password: await hash.make(OLD_PASSWORD) }).create()
    const sessions = new SessionTokenService()
    const current = await sessions.create(user, {
      source: 'site',
      browser: 'Chrome 140',
      system: 'Windows 10',
      ip: '203.0.113.10',
    })
    const launcher = await sessions.create(user, {
      source: 'launcher',
      browser: 'TechnoMagic Launcher 2',
      system: 'Windows 11',
      ip: '203.0.113.11',
    })
    await useSession(browserContext, current)
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'accounts.passwords.edit'))
    await page.getByRole('heading', { level: 1, name: 'Password' }).waitFor()
    await page.getByText('No changes yet.').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-password-en-1440')

    await page.getByLabel('Current password').fill(OLD_PASSWORD)
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD)
    await page.getByLabel('Repeat the new password').fill('a brand new passfrase')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Password mismatch').waitFor()
    assert.equal(
      await page.getByLabel('Repeat the new password').getAttribute('aria-invalid'),
      'true'
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-password-en-1440-mismatch')

    await page.getByLabel('Current password').fill(OLD_PASSWORD)
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD)
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
    assert.isTrue(await page.getByRole('checkbox', { name: 'End all other sessions' }).isChecked())
    await page.getByLabel('Repeat the new password').press('Enter')
    await page.getByText('Password changed', { exact: true }).first().waitFor()
    const history = page.getByRole('region', { name: 'Account history' })
    await history.getByText('1 other session ended').waitFor()
    assert.include(await history.innerText(), 'Chrome 140, Windows 10')
    assert.equal(await page.getByLabel('Current password').inputValue(), '')

    const changed = await User.findOrFail(user.id)
    assert.isTrue(await hash.verify(changed.password!, NEW_PASSWORD))
    const ended = await UserSession.findOrFail(launcher.accessId)
    assert.isNotNull(ended.terminatedAt)

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'accounts.passwords.edit'))
    await page.getByRole('heading', { level: 1, name: 'Пароль' }).waitFor()
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      0,
      'the page scrolls sideways at 360 px'
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-password-ru-360')

    await page.getByRole('link', { name: 'E-mail' }).click()
    await page.getByText('Изменений пока не было.').waitFor()
    assert.match(page.url(), /\?history=mail$/)

    assert.deepEqual(errors, [])
  })
})

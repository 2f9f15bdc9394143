import { test } from '@japa/runner'
import type { Page } from 'playwright'
import User from '#models/user'
import UserSession from '#models/user_session'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { clearMailbox, linksIn, waitForMail } from '#tests/support/smtp'
import { pagePath } from '#tests/support/urls'

const NICKNAME = 'Hoshino_Ai'
const EMAIL = 'hoshino@example.com'
const PASSWORD = 'idol-star-2026'

async function logIn(page: Page) {
  await openPage(page, pagePath('en', 'accounts.sessions.create'))
  await page.getByLabel('Nickname or e-mail').fill(NICKNAME.toLowerCase())
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.getByText('You are logged in').waitFor()
}

test.group('First visit journey (issue #4 acceptance)', (group) => {
  group.each.setup(freshDatabase)
  group.each.setup(() => clearMailbox())

  test('a visitor registers, verifies the e-mail over SMTP, logs out and in, and ends the other session', async ({
    browser,
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page, [400])
    await page.setViewportSize(VIEWPORTS.desktop)

    // Register.
    await openPage(page, pagePath('en', 'accounts.registrations.create'))
    await page.getByLabel('Nickname').fill(NICKNAME)
    await page.getByLabel('E-mail').fill(EMAIL)
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.locator('input[name="passwordConfirmation"]').fill(PASSWORD)
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await page
      .getByText(`Account created. A letter to verify your e-mail is on its way to ${EMAIL}.`)
      .waitFor()
    const user = await User.findByOrFail('nickname_key', NICKNAME.toLowerCase())
    assert.isNull(user.emailVerifiedAt)

    // The verification letter arrives over SMTP; its link verifies the address.
    const letter = await waitForMail({ to: EMAIL, subject: /Confirm your e-mail/ })
    const [link] = linksIn(letter)
    assert.match(link, /^\/en\/verify-email\?token=/)
    await openPage(page, link)
    await page.getByText('E-mail verified').waitFor()
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    // Log out, then back in.
    await openPage(page, pagePath('en', 'accounts.logout.show'))
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByText('You have logged out').waitFor()
    await logIn(page)

    // A second login from another device.
    const otherDevice = await browser.newContext({ baseURL, locale: 'en-GB' })
    const otherPage = await otherDevice.newPage()
    await logIn(otherPage)

    // The cabinet lists both live sessions, this one first and marked.
    await openPage(page, pagePath('en', 'accounts.active_sessions.index'))
    const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')
    assert.equal(await sessions.count(), 2)
    assert.include(await sessions.first().innerText(), 'This session')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'first-visit-two-sessions-en-1440')

    await sessions
      .nth(1)
      .getByRole('button', { name: /End session/ })
      .click()
    await page.getByText('The session was ended.').waitFor()
    assert.equal(await sessions.count(), 1)
    const live = await UserSession.query().where('user_id', user.id).whereNull('terminated_at')
    assert.lengthOf(live, 1)

    // The other device is logged out on its very next request.
    await openPage(otherPage, pagePath('en', 'accounts.active_sessions.index'))
    assert.match(otherPage.url(), /\/en\/login\?return=/)
    await otherDevice.close()

    assert.deepEqual(errors, [])
  })
})

import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  axeViolations,
  holdScripts,
  keepScreenshot,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

const PASSWORD = 'lantern-festival-7'
const HYDRATED = 'html[data-hydrated="true"]'

test.group('Forms before hydration journey', (group) => {
  group.each.setup(freshDatabase)

  test('a visitor ticks the terms before the page is interactive and the tick counts', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)

    const release = await holdScripts(page)
    await page.goto(pagePath('en', 'accounts.registrations.create'), { waitUntil: 'commit' })
    await page.getByLabel('Nickname').fill('Early_Bird')
    await page.getByLabel('E-mail').fill('early@example.com')
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.locator('input[name="passwordConfirmation"]').fill(PASSWORD)
    await page.getByText('I accept the public offer, the privacy policy and the rules').click()
    const terms = page.getByRole('checkbox', { name: /I accept/ })
    assert.isTrue(await terms.isChecked())
    assert.equal(await page.locator(HYDRATED).count(), 0, 'clicked before hydration')

    await release()
    await page.locator(HYDRATED).waitFor({ state: 'attached' })
    assert.isTrue(await terms.isChecked(), 'the tick survives hydration')
    assert.deepEqual(await axeViolations(page), [])

    await page.getByRole('button', { name: 'Create account' }).click()
    await page
      .getByText(
        'Account created. A letter to verify your e-mail is on its way to early@example.com.'
      )
      .waitFor()
    const user = await User.findByOrFail('nickname_key', 'early_bird')
    assert.equal(user.email, 'early@example.com')
    assert.deepEqual(errors, [])
  })

  test('a visitor presses "Log in" before the page is interactive and the form still posts', async ({
    browserContext,
    assert,
  }) => {
    await UserFactory.merge({
      nickname: 'Early_Bird',
      email: 'early@example.com',
      password: await hash.make(PASSWORD),
    }).create()
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    for (const [size, viewport] of Object.entries({
      1440: VIEWPORTS.desktop,
      360: VIEWPORTS.phone,
    })) {
      await page.setViewportSize(viewport)
      // A wrong password posted natively comes back as the form's error.
      const release = await holdScripts(page)
      await page.goto(pagePath('en', 'accounts.sessions.create'), { waitUntil: 'commit' })
      await page.getByLabel('Nickname or e-mail').fill('early_bird')
      await page.locator('input[name="password"]').fill('not the password')
      assert.equal(await page.locator(HYDRATED).count(), 0, 'clicked before hydration')
      const posted = page.waitForRequest((request) => request.method() === 'POST')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      const post = await posted
      assert.isTrue(post.isNavigationRequest(), 'a native post, not a script')
      await page.waitForURL('**/en/login', { waitUntil: 'commit' })
      await release()
      await page.locator(HYDRATED).waitFor({ state: 'attached' })
      const password = page.locator('input[name="password"]')
      await page.getByText('Wrong login or password').waitFor()
      assert.equal(await password.getAttribute('aria-invalid'), 'true')
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, `accounts-login-wrong-password-en-${size}`)
    }

    const release = await holdScripts(page)
    await page.goto(pagePath('en', 'accounts.sessions.create'), { waitUntil: 'commit' })
    await page.getByLabel('Nickname or e-mail').fill('EARLY@example.com')
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL(/\/en$/, { waitUntil: 'commit' })
    await release()
    await page.getByText('You are logged in').waitFor()
    await page.getByRole('button', { name: /Early_Bird/ }).waitFor()
    assert.deepEqual(errors, [])
  })
})

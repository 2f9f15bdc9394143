import { test } from '@japa/runner'
import { VIEWPORTS, openPage, watchPageErrors } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Stale notices journey', (group) => {
  group.each.setup(freshDatabase)

  test('a stale error notice goes once the player edits the form or leaves', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page, [429])
    await page.setViewportSize(VIEWPORTS.desktop)
    // A toast on its way out keeps its node for the exit animation, marked data-removed.
    // The pointer rests on the notice while the player edits or leaves: Sonner holds a
    // hovered notice's 5 s timer, so only the edit or the visit can take it away.
    const live = '[data-sonner-toast]:not([data-removed="true"])'
    const limited = page.locator(live).filter({ hasText: /Too many attempts/ })
    const limitedGone = () =>
      page.waitForFunction(
        (selector) =>
          ![...document.querySelectorAll(selector)].some((toast) =>
            /Too many attempts/.test(toast.textContent ?? '')
          ),
        live,
        { timeout: 10_000 }
      )

    await openPage(page, pagePath('en', 'accounts.sessions.create'))
    await page.getByLabel('Nickname or e-mail').fill('nobody_here')
    const submit = page.getByRole('button', { name: 'Log in', exact: true })
    // Wrong passwords until the login limit answers with its notice.
    for (let attempt = 0; attempt < 30 && (await limited.count()) === 0; attempt++) {
      await page.locator('input[name="password"]').fill('not the password')
      await submit.click()
      await page.waitForLoadState('networkidle')
    }
    // A notice shows for 5 s on its own; these go because of what the player did.
    await limited.first().hover()
    await page.locator('input[name="password"]').fill('another guess')
    await limitedGone()

    await submit.click()
    await limited.first().hover()
    await page.getByRole('link', { name: 'Create an account' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/en/register')
    await limitedGone()
    assert.deepEqual(errors, [])
  })
})

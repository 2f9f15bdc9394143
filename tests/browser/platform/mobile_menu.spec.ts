import { test } from '@japa/runner'
import {
  VIEWPORTS,
  animationsDone,
  axeViolations,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { staffWith } from '#tests/support/content'
import { logInBrowser } from '#tests/support/journeys'
import { openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

test.group('Mobile menu journey', (group) => {
  group.each.setup(freshDatabase)

  test('a phone visitor opens the menu, moves through it by keyboard and closes it', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'platform.home.show'))

    const opener = page.getByRole('button', { name: 'Открыть меню' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog')
    // The sheet's code loads on the first open; the test server compiles it only then.
    await sheet.waitFor({ timeout: 90_000 })
    await sheet.getByRole('navigation', { name: 'Основная навигация' }).waitFor()
    await animationsDone(sheet)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'mobile-menu-ru-360', { fullPage: false })

    for (let step = 0; step < 30; step++) await page.keyboard.press('Tab')
    assert.isTrue(await sheet.evaluate((dialog) => dialog.contains(document.activeElement)))

    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })
    assert.isTrue(await opener.evaluate((button) => button === document.activeElement))
    assert.deepEqual(errors, [])
  })
  test('a staff member on a phone finds the staff pages they may open in the menu', async ({
    browserContext,
    assert,
  }) => {
    const staff = await staffWith(['web.wipes.edit'])
    await logInBrowser(browserContext, await openSession(staff))
    const page = await browserContext.newPage()
    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'platform.home.show'))

    await page.getByRole('button', { name: 'Открыть меню' }).click()
    const sheet = page.getByRole('dialog')
    const staffPages = sheet.getByRole('list', { name: 'Управление' })
    await staffPages.waitFor({ timeout: 90_000 })
    await animationsDone(sheet)
    assert.deepEqual(await staffPages.getByRole('link').allTextContents(), ['Вайпы'])
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'mobile-menu-staff-ru-360', { fullPage: false })

    await staffPages.getByRole('link', { name: 'Вайпы' }).click()
    await page.waitForURL(`**${pagePath('ru', 'economy.wipes.index')}`)
  })
})

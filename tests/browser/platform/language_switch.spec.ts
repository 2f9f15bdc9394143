import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { axeViolations, openPage, watchPageErrors } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Language switch journey', (group) => {
  group.each.setup(freshDatabase)

  test('a visitor switches to English, stays on the page and is remembered', async ({
    browserContext,
    assert,
  }) => {
    await ServerFactory.merge({
      name: 'HiTech',
      taglineRu: 'Индустрия',
      taglineEn: 'Industry',
    }).create()
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await openPage(page, pagePath('ru', 'platform.showcases.show', { '*': ['elements'] }))
    await page.getByRole('button', { name: /^Язык/ }).first().click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()

    await page.waitForURL('**/en/development/elements')
    await page.getByRole('heading', { level: 1, name: 'Elements' }).waitFor()
    // The English page can arrive while the menu still plays its closing animation.
    await page.getByRole('menu').waitFor({ state: 'detached' })
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
    assert.deepEqual(await axeViolations(page), [])
    const cookies = await browserContext.cookies()
    assert.equal(cookies.find((cookie) => cookie.name === 'locale')?.value, 'en')

    // The bare home page now opens in the remembered language.
    await openPage(page, '/')
    await page.getByText('Industry').waitFor()
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
    assert.deepEqual(errors, [])
  })
})

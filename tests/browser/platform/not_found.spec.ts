/* eslint-disable no-restricted-syntax -- raw paths: an unknown path is the subject */
import { test } from '@japa/runner'
import { axeViolations, keepScreenshot, openPage, watchPageErrors } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Not found journey', (group) => {
  group.each.setup(freshDatabase)

  test('a mistyped address shows the 404 page and leads back home', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page, [404])

    const response = await openPage(page, '/ru/nope')
    assert.equal(response?.status(), 404)
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена: /ru/nope' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'not-found-ru-1440')

    await page.getByRole('link', { name: 'На главную' }).click()
    await page.waitForURL((url) => url.pathname === pagePath('ru', 'platform.home.show'))
    assert.deepEqual(errors, [])
  })

  test('an unknown language prefix is a 404 in the resolved language', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const response = await openPage(page, '/xx/anything')
    assert.equal(response?.status(), 404)
    await page
      .getByRole('heading', { level: 1, name: 'Страница не найдена: /xx/anything' })
      .waitFor()
  })
})

/* eslint-disable no-restricted-syntax -- raw paths: legacy paths are the subject */
import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { baseURL, openPage, watchPageErrors } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'

test.group('Legacy link journey', (group) => {
  group.each.setup(freshDatabase)

  test('an old /transfer link lands on the home page in the visitor language', async ({
    browserContext,
    assert,
  }) => {
    await ServerFactory.merge({ name: 'Magic RPG', taglineEn: 'Pure magic' }).create()
    await browserContext.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    const response = await openPage(page, '/transfer')
    const landed = new URL(page.url())
    assert.equal(`${landed.pathname}${landed.search}`, '/en?open-modal=transfer-coins')
    assert.equal(response?.status(), 200)
    assert.isTrue(response?.request().redirectedFrom()?.url().endsWith('/transfer'))
    await page.getByText('Pure magic').waitFor()
    assert.deepEqual(errors, [])
  })
})

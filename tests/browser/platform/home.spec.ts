import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import {
  VIEWPORTS,
  axeViolations,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Home journey', (group) => {
  group.each.setup(freshDatabase)

  test('a visitor reads the home page in Russian and in English at 1440 and 360 px', async ({
    browserContext,
    assert,
  }) => {
    await ServerFactory.merge({
      slug: 'techno-magic-rpg',
      name: 'TechnoMagic RPG',
      taglineRu: 'Магия и техника с RPG-прокачкой',
      taglineEn: 'Magic and technology with RPG levelling',
    }).create()

    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    const response = await openPage(page, pagePath('ru', 'platform.home.show'))
    // The page runs under its CSP: a violation would show up in `errors` as a console error.
    const scripts = response?.headers()['content-security-policy']?.match(/script-src [^;]*/)?.[0]
    assert.match(scripts ?? '', /^script-src 'self'/)
    assert.notInclude(scripts, 'unsafe-inline')
    await page.getByRole('heading', { level: 3, name: 'TechnoMagic RPG' }).waitFor()
    await page.getByText('Магия и техника с RPG-прокачкой').waitFor()
    assert.match(await page.title(), / — TechnoMagic$/)
    assert.equal(await page.locator('html').getAttribute('lang'), 'ru')
    // Registered accounts are not players; nothing is counted online yet.
    const heroStats = page.locator('section[aria-labelledby="hero-title"] dl')
    assert.notMatch(await heroStats.innerText(), /игрок/i)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'home-ru-1440')

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'platform.home.show'))
    await page.getByText('Магия и техника с RPG-прокачкой').waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth
    )
    assert.equal(overflow, 0, 'the page scrolls sideways at 360 px')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'home-ru-360')

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'platform.home.show'))
    await page.getByText('Magic and technology with RPG levelling').waitFor()
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
    assert.deepEqual(await axeViolations(page), [])
    assert.notMatch(await heroStats.innerText(), /player/i)
    await keepScreenshot(page, 'home-en-1440')

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('en', 'platform.home.show'))
    await page.getByText('Magic and technology with RPG levelling').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'home-en-360')

    assert.deepEqual(errors, [])
  })
})

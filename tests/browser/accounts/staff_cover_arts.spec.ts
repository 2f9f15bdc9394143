import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import CoverArt from '#models/cover_art'
import { staffWith } from '#tests/support/content'
import {
  VIEWPORTS,
  axeViolations,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInEnglish } from '#tests/support/journeys'
import { fileOf } from '#tests/support/looks'
import { pagePath } from '#tests/support/urls'

test.group('Staff cover arts journey', (group) => {
  group.each.setup(freshDatabase)
  group.each.setup(() => drive.use().deleteAll('looks/cover'))

  test('a staff member adds an artwork, then hides it', async ({ browserContext, assert }) => {
    const staff = await staffWith(['web.covers.edit'])
    await logInEnglish(browserContext, staff, '203.0.113.26')
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)
    // Staff reach the page from the player menu, which lists only what they may open.
    await openPage(page, pagePath('en', 'platform.home.show'))
    await page.getByRole('button', { name: /^Player menu/ }).click()
    const staffGroup = page.getByRole('group', { name: 'Staff' })
    // The menu loads on the first click (#29 item 4): its entries arrive a moment later.
    await staffGroup.getByRole('menuitem').first().waitFor()
    assert.deepEqual(await staffGroup.getByRole('menuitem').allTextContents(), ['Cover arts'])
    await keepScreenshot(page, 'staff-menu-en-1440')
    await staffGroup.getByRole('menuitem', { name: 'Cover arts' }).click()
    await page.getByText('No artworks yet.').waitFor()

    const image = await sharp({
      create: { width: 1800, height: 600, channels: 3, background: { r: 120, g: 60, b: 160 } },
    })
      .png()
      .toBuffer()
    await page.getByLabel(/^Image/).setInputFiles(await fileOf('art.png', image))
    await page.getByLabel(/^Name in Russian/).fill('Сумерки')
    await page.getByLabel(/^Name in English/).fill('Twilight')
    await page.getByLabel(/^Author and licence/).fill('CC0, the tests')
    await page.getByRole('button', { name: 'Upload' }).click()
    await page.getByText('Artwork added.').first().waitFor()
    const art = await CoverArt.findByOrFail('name_en', 'Twilight')
    const row = page.getByTestId(`cover-art-${art.id}`)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-cover-arts-en-1440')

    await row.getByRole('switch', { name: 'Hidden from players' }).click()
    await row.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Artwork saved.').first().waitFor()
    await art.refresh()
    assert.isTrue(art.hidden)

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('en', 'accounts.staff_cover_arts.index'))
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-cover-arts-en-360')
    assert.deepEqual(errors, [])
  }).timeout(300_000)
})

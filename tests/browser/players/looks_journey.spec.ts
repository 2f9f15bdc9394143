import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import CoverArtService from '#services/accounts/cover_art_service'
import { UserFactory } from '#database/factories/user_factory'
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
import { fileOf, lookFixture } from '#tests/support/looks'
import { pagePath } from '#tests/support/urls'

test.group('Looks journey', (group) => {
  group.each.setup(freshDatabase)
  group.each.setup(() => drive.use().deleteAll('looks'))

  test('a player dresses up: skin, avatar crop, cover and theme, seen on the header and the profile', async ({
    browserContext,
    assert,
  }) => {
    const art = await new CoverArtService().store(
      await sharp({
        create: { width: 1600, height: 400, channels: 3, background: { r: 30, g: 60, b: 120 } },
      })
        .png()
        .toBuffer(),
      { nameRu: 'Рассвет', nameEn: 'Dawn', license: 'CC0, the tests', requiredRole: null }
    )
    const player = await UserFactory.merge({ nickname: 'Lina' }).create()
    await logInEnglish(browserContext, player, '203.0.113.25')
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)

    // Skin: the 3D preview and the header's head.
    await openPage(page, pagePath('en', 'players.looks.edit'))
    await page
      .getByTestId('skin-file')
      .setInputFiles(await fileOf('skin.png', await lookFixture('classic.png')))
    await page.getByText('Saved.', { exact: true }).first().waitFor()
    await page.locator('header img[src*="/looks/skin/"]').first().waitFor({ state: 'attached' })
    await page.getByRole('img', { name: '3D preview of your skin' }).waitFor()

    // Avatar: uploaded, cropped, then it stands for the player in the header.
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 80, b: 60 } },
    })
      .png()
      .toBuffer()
    await page.getByTestId('avatar-file').setInputFiles(await fileOf('me.png', photo))
    await page.getByText('Avatar saved.').first().waitFor()
    await page.locator('header img[src*="/looks/avatar/"]').first().waitFor({ state: 'attached' })
    const firstAvatar = await page.locator('header img').first().getAttribute('src')
    await page.getByRole('button', { name: 'Save the crop' }).click()
    await page.waitForFunction(
      (before) => document.querySelector('header img')?.getAttribute('src') !== before,
      firstAvatar
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'looks-profile-en-1440')

    // Cover: glow, style and art, each saved at once.
    await openPage(page, pagePath('en', 'accounts.covers.edit'))
    await page.getByTestId('cover-glow-starry_night').click()
    await page.getByText('Cover saved.').first().waitFor()
    await page.getByRole('link', { name: 'Style' }).click()
    await page.getByTestId('cover-style-shards').click()
    await page
      .getByTestId('cover-style-shards')
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor()
    await page.getByRole('link', { name: 'Art', exact: true }).click()
    await page.getByTestId(`cover-art-${art.id}`).click()
    await page
      .getByTestId(`cover-art-${art.id}`)
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'looks-cover-en-1440')

    // The public profile shows them.
    await openPage(page, pagePath('en', 'players.profiles.show', { nickname: 'Lina' }))
    const cover = page.getByTestId('profile-cover').first()
    assert.equal(await cover.getAttribute('data-glow'), 'starry_night')
    assert.equal(await cover.getAttribute('data-style'), 'shards')
    await page.getByTestId('profile-cover-art').first().waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'looks-public-profile-en-1440')

    // Theme: switched, then the server renders it on reload (no flash of the default).
    await openPage(page, pagePath('en', 'accounts.themes.edit'))
    await page.getByTestId('theme-sea_wave').click()
    await page.getByTestId('theme-sea_wave').and(page.locator('[aria-pressed="true"]')).waitFor()
    const served = await page.request.get(pagePath('en', 'accounts.themes.edit'))
    const html = await served.text()
    assert.match(html, /<html[^>]+data-theme="sea_wave"/)
    await page.reload()
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'sea_wave')
    assert.deepEqual(await axeViolations(page), [])

    // The same pages at phone width.
    await page.setViewportSize(VIEWPORTS.phone)
    for (const [name, path] of [
      ['looks-profile-en-360', pagePath('en', 'players.looks.edit')],
      ['looks-cover-en-360', pagePath('en', 'accounts.cover_parts.edit', { part: 'art' })],
      [
        'looks-public-profile-en-360',
        pagePath('en', 'players.profiles.show', { nickname: 'Lina' }),
      ],
    ] as const) {
      await openPage(page, path)
      assert.isAtMost(await horizontalOverflow(page), 0, name)
      assert.deepEqual(await axeViolations(page), [], name)
      await keepScreenshot(page, name)
    }
    assert.deepEqual(errors, [])
  }).timeout(480_000)
})

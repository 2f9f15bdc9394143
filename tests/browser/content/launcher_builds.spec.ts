import { test } from '@japa/runner'
import { createHash, randomBytes } from 'node:crypto'
import LauncherBuild from '#models/launcher_build'
import SessionTokenService from '#services/accounts/session_token_service'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { LAUNCHER_EDIT_PERMISSION } from '#domain/launcher/builds'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { pagePath } from '#tests/support/urls'

test.group('Staff launcher builds journey', (group) => {
  group.each.setup(freshDatabase)

  test('a staff member uploads a build, withdraws it and publishes it again', async ({
    browserContext,
    assert,
  }) => {
    const admin = await UserFactory.merge({ nickname: 'Rem' }).create()
    const staff = await withPermissions([LAUNCHER_EDIT_PERMISSION]).create()
    await admin.related('staffGroups').attach([staff.id])
    await LauncherBuild.create({
      version: '1.9.0',
      platform: 'windows',
      url: 'https://files.example/launcher-1.9.0.exe',
      sha256: 'a'.repeat(64),
      sizeBytes: 84 * 1024 * 1024,
    })
    await browserContext.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
    await logInBrowser(
      browserContext,
      await new SessionTokenService().create(admin, {
        source: 'site',
        browser: 'Firefox 140',
        system: 'Linux',
        ip: '203.0.113.21',
      })
    )
    const page = await browserContext.newPage()
    page.setDefaultNavigationTimeout(120_000)
    page.setDefaultTimeout(60_000)
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'content.launcher_builds.index'))
    await page.getByRole('heading', { level: 1, name: 'Launcher builds' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'launcher-builds-en-1440')

    const bytes = randomBytes(2 * 1024 * 1024)
    await page.getByLabel(/^Version/).fill('2.0.0')
    await page.getByLabel(/^Launcher file/).setInputFiles({
      name: 'TechnoMagic Setup.exe',
      mimeType: 'application/octet-stream',
      buffer: bytes,
    })
    await page.getByLabel(/^What is new/).fill('Faster downloads')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('The build is published').first().waitFor()
    const uploaded = await LauncherBuild.findByOrFail('version', '2.0.0')
    assert.equal(uploaded.sha256, createHash('sha256').update(bytes).digest('hex'))
    const rows = page.getByTestId('launcher-build')
    await rows.first().getByText('In the manifest').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'launcher-builds-uploaded-en-1440')

    await page.getByRole('button', { name: 'Withdraw 2.0.0 for Windows' }).click()
    await page.getByText('The build is withdrawn').first().waitFor()
    await rows.first().getByText('Withdrawn').waitFor()
    await rows.nth(1).getByText('In the manifest').waitFor()
    await page.getByRole('button', { name: 'Publish 2.0.0 for Windows again' }).click()
    await page.getByText('The build is published again').first().waitFor()
    await rows.first().getByText('In the manifest').waitFor()

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'content.launcher_builds.index'))
    await page.getByRole('heading', { level: 1, name: 'Сборки лаунчера' }).waitFor()
    await keepScreenshot(page, 'launcher-builds-ru-360')
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    assert.deepEqual(errors, [])
  }).timeout(300_000)
})

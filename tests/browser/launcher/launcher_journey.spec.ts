import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import hash from '@adonisjs/core/services/hash'
import env from '#start/env'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { FakeLauncher, launcherClientsOf } from '#dev/fakes/fake_launcher'
import { launcherPublicKey } from '#services/launcher/signing_service'
import { axeViolations, keepScreenshot, openPage, watchPageErrors } from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

const PASSWORD = 'correct horse battery'
const MB = 1024 * 1024
/** The launcher's window sizes (issue #26). */
const LAUNCHER_SIZES = [
  { width: 1000, height: 600 },
  { width: 1280, height: 720 },
]

async function startLauncher(
  dataDir: string,
  servers: { slug: string; name: string; modpackVersion: string | null; gameVersion: string }[]
) {
  return FakeLauncher.start({
    port: Number(new URL(env.get('LAUNCHER_LOCAL_API_URL')!).port),
    // 32 s at this speed: the download still runs when the journey, slowed by axe and
    // screenshots on a loaded machine, tries the second launch and cancels.
    clients: launcherClientsOf(servers, 16 * MB),
    bytesPerSecond: 512 * 1024,
    dataDir,
    runMs: 60_000,
    systemData: { os: 'Windows_NT', osVersion: '11', ramMb: 8192, cpu: 'Ryzen 5 5600' },
    publicKey: launcherPublicKey(),
  })
}

test.group('Launcher journey', (group) => {
  group.each.setup(freshDatabase)

  test('logs in, downloads a client, refuses a second, cancels, saves settings and survives a lost launcher', async ({
    browserContext,
    assert,
  }) => {
    const servers = [
      await ServerFactory.merge({ slug: 'hitech', name: 'HiTech', position: 1 }).create(),
      await ServerFactory.merge({ slug: 'magic-rpg', name: 'Magic RPG', position: 2 }).create(),
    ]
    await UserFactory.merge({ nickname: 'Subaru', password: await hash.make(PASSWORD) }).create()
    const dataDir = await mkdtemp(join(tmpdir(), 'launcher-journey-'))
    let launcher = await startLauncher(dataDir, servers)
    const page = await browserContext.newPage()
    page.setDefaultNavigationTimeout(120_000)
    page.setDefaultTimeout(60_000)
    // 404: a setting not stored yet, and the admin page; 409: the refused second launch.
    const errors = watchPageErrors(page, [404, 409])
    try {
      await page.setViewportSize(LAUNCHER_SIZES[0])
      // An ordinary browser tries launcher mode with ?launcher=1 (README).
      await openPage(page, pagePath('en', 'economy.store.show', {}, { launcher: 1 }))
      await page.waitForURL((url) => url.pathname === pagePath('en', 'launcher.sessions.create'))
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'launcher-login-1000x600', { fullPage: false })
      await page.locator('input[name="login"]').fill('Subaru')
      await page.locator('input[name="password"]').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      const home = pagePath('en', 'launcher.home.show')
      await page.waitForURL((url) => url.pathname === home)

      const hitech = page.locator('[data-server="hitech"]')
      await hitech.getByRole('button', { name: 'Play HiTech' }).click()
      const progress = page.getByTestId('download-bytes')
      await progress.waitFor()
      const first = Number(await progress.getAttribute('data-bytes'))
      await page.waitForFunction(
        (bytes) =>
          Number(
            document.querySelector('[data-testid=download-bytes]')?.getAttribute('data-bytes')
          ) > bytes,
        first
      )
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'launcher-download-1000x600', { fullPage: false })

      await page
        .locator('[data-server="magic-rpg"]')
        .getByRole('button', { name: 'Play Magic RPG' })
        .click()
      await page.getByText('You cannot run more than one client at a time').waitFor()

      await page.getByRole('button', { name: 'Cancel' }).click()
      await page.getByTestId('launch-progress').waitFor({ state: 'detached' })

      await page.setViewportSize(LAUNCHER_SIZES[1])
      const ramSettings = pagePath('en', 'launcher.settings.show', { section: 'ram' })
      await openPage(page, ramSettings)
      await page.getByTestId('launcher-machine').waitFor()
      assert.equal(await page.getByRole('link', { name: 'Debugger' }).count(), 0)
      await page.getByRole('slider').fill('3')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Settings saved').first().waitFor()
      await openPage(page, ramSettings)
      await page.getByText('Memory for the game: 3 GB').waitFor()
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'launcher-settings-1280x720', { fullPage: false })
      const admin = await page.goto(pagePath('en', 'launcher.debuggers.show'))
      assert.equal(admin?.status(), 404)

      await openPage(page, home)
      await launcher.close()
      const lost = page.getByTestId('launcher-connection-lost')
      await lost.waitFor()
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'launcher-lost-1280x720', { fullPage: false })
      launcher = await startLauncher(dataDir, servers)
      await lost.waitFor({ state: 'detached' })
      await keepScreenshot(page, 'launcher-home-1280x720', { fullPage: false })
      assert.deepEqual(errors, [])
    } finally {
      await launcher.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  }).timeout(300_000)
})

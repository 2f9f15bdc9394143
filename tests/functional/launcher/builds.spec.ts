import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import LauncherDownload from '#models/launcher_download'
import { LAUNCHER_EDIT_PERMISSION } from '#domain/launcher/builds'
import { launcherPublicKey, verifyForLauncher } from '#services/launcher/signing_service'
import { FakeLauncher } from '#dev/fakes/fake_launcher'
import { close, listen } from '#dev/fakes/fake_http'
import { isolateDatabase } from '#tests/support/database'
import { staffHeaders } from '#tests/support/content'
import { siteUrl, withRawCookies } from '#tests/support/http'
import { pagePath, pathFor } from '#tests/support/urls'

const FILE = Buffer.from('the launcher 2.0.0 for windows')
const SHA256 = createHash('sha256').update(FILE).digest('hex')

/** A file host on 127.0.0.1 serving the build's bytes. */
async function fileHost() {
  return listen((_request, _body, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream' })
    response.end(FILE)
  })
}

function build(url: string, overrides: Record<string, unknown> = {}) {
  return {
    version: '2.0.0',
    platform: 'windows',
    url,
    sha256: SHA256,
    notes: 'Faster',
    ...overrides,
  }
}

test.group('Launcher builds and the signed manifest', (group) => {
  group.each.setup(isolateDatabase)

  test('a published build is in the next manifest, whose signature verifies', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders([LAUNCHER_EDIT_PERMISSION])
    const before = await client.get(pathFor('api.launcher.manifests.show'))
    assert.deepEqual(before.body().payload.builds, [])

    const published = await client
      .post(pathFor('api.launcher.builds.store'))
      .headers(headers)
      .json(build('https://files.example/launcher-2.0.0.exe'))
    published.assertStatus(201)

    const manifest = await client.get(pathFor('api.launcher.manifests.show'))
    manifest.assertStatus(200)
    const { payload, signature } = manifest.body()
    assert.containsSubset(payload.builds, [
      { version: '2.0.0', platform: 'windows', sha256: SHA256, notes: 'Faster' },
    ])
    assert.isTrue(verifyForLauncher(payload, signature, launcherPublicKey()))
    const forged = { ...payload, builds: [{ ...payload.builds[0], sha256: '0'.repeat(64) }] }
    assert.isFalse(verifyForLauncher(forged, signature, launcherPublicKey()))
  })

  test('the fake launcher sees the build on its next poll and refuses a wrong hash', async ({
    client,
    assert,
  }) => {
    const host = await fileHost()
    const dataDir = await mkdtemp(join(tmpdir(), 'fake-launcher-'))
    const launcher = await FakeLauncher.start({
      clients: [],
      bytesPerSecond: 1024,
      dataDir,
      systemData: { os: 'Windows_NT', ramMb: 8192 },
      manifestUrl: siteUrl(pathFor('api.launcher.manifests.show')),
      publicKey: launcherPublicKey(),
      manifestPollMs: 3_600_000,
    })
    try {
      const { headers } = await staffHeaders([LAUNCHER_EDIT_PERMISSION])
      await client
        .post(pathFor('api.launcher.builds.store'))
        .headers(headers)
        .json(build(`${host.origin}/good.exe`))
      await client
        .post(pathFor('api.launcher.builds.store'))
        .headers(headers)
        .json(build(`${host.origin}/bad.exe`, { platform: 'linux', sha256: 'f'.repeat(64) }))

      await launcher.pollOnce()
      assert.sameMembers(
        launcher.manifest!.builds.map((entry) => entry.platform),
        ['windows', 'linux']
      )
      const update = (platform: string) =>
        fetch(`${launcher.origin}/update`, { method: 'POST', body: JSON.stringify({ platform }) })
      const good = await update('windows')
      assert.equal(good.status, 200)
      const bad = await update('linux')
      assert.equal(bad.status, 422)
      assert.deepInclude(launcher.refusals, 'hash_mismatch:2.0.0')
    } finally {
      await launcher.close()
      await close(host.server)
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  test('refuses {case}')
    .with([
      { case: 'a player without web.launcher.edit (404)', paths: [], body: {}, status: 404 },
      {
        case: 'a wrong hash format (400)',
        paths: [LAUNCHER_EDIT_PERMISSION],
        body: { sha256: 'xyz' },
        status: 400,
      },
      {
        case: 'an unknown platform (400)',
        paths: [LAUNCHER_EDIT_PERMISSION],
        body: { platform: 'amiga' },
        status: 400,
      },
    ])
    .run(async ({ client }, row) => {
      const { headers } = await staffHeaders(row.paths)
      const response = await client
        .post(pathFor('api.launcher.builds.store'))
        .headers(headers)
        .json(build('https://files.example/l.exe', row.body))

      response.assertStatus(row.status)
    })

  test('refuses a version already published with 409', async ({ client }) => {
    const { headers } = await staffHeaders([LAUNCHER_EDIT_PERMISSION])
    const body = build('https://files.example/l.exe')
    await client.post(pathFor('api.launcher.builds.store')).headers(headers).json(body)
    const again = await client
      .post(pathFor('api.launcher.builds.store'))
      .headers(headers)
      .json(body)

    again.assertStatus(409)
    again.assertBodyContains({ error_code: 2152 })
  })

  test('the start page offers the newest build and counts its download with the referral', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders([LAUNCHER_EDIT_PERMISSION])
    await client
      .post(pathFor('api.launcher.builds.store'))
      .headers(headers)
      .json(build('https://files.example/launcher-2.0.0.exe'))

    const page = await client.get(pagePath('en', 'content.start.show')).withInertia()
    assert.equal(page.inertiaProps.downloads.windows, 'https://files.example/launcher-2.0.0.exe')

    const response = await withRawCookies(
      client.get(pagePath('en', 'content.launcher_downloads.show', { platform: 'windows' })),
      { referral_code: 'youtube' }
    ).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', 'https://files.example/launcher-2.0.0.exe')
    const downloads = await LauncherDownload.all()
    assert.deepEqual(
      downloads.map((row) => [row.platform, row.referralCode]),
      [['windows', 'youtube']]
    )
  })

  test('a platform without a build goes back to the start page and counts nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get(pagePath('ru', 'content.launcher_downloads.show', { platform: 'macos' }))
      .redirects(0)

    response.assertHeader('location', pagePath('ru', 'content.start.show'))
    assert.lengthOf(await LauncherDownload.all(), 0)
  })
})

import { test } from '@japa/runner'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import LauncherBuild from '#models/launcher_build'
import { LAUNCHER_EDIT_PERMISSION } from '#domain/launcher/builds'
import { isolateDatabase } from '#tests/support/database'
import { staffWith } from '#tests/support/content'
import { pagePath, pathFor } from '#tests/support/urls'

/** Writes bytes under a file name, for the multipart body. */
async function fileOf(name: string, bytes: Buffer) {
  const path = join(await mkdtemp(join(tmpdir(), 'launcher-build-')), name)
  await writeFile(path, bytes)
  return path
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

test.group('Staff → launcher builds (page)', (group) => {
  group.each.setup(isolateDatabase)

  test('an uploaded file streams to the disk, hashed, and the next manifest lists it', async ({
    client,
    assert,
  }) => {
    const staff = await staffWith([LAUNCHER_EDIT_PERMISSION])
    // Bigger than one multipart chunk, so the hash is taken over a real stream.
    const bytes = randomBytes(3 * 1024 * 1024 + 17)

    const response = await client
      .post(pagePath('en', 'content.launcher_builds.store'))
      .field('version', '2.1.0')
      .field('platform', 'linux')
      .field('notes', 'Faster start')
      .file('file', await fileOf('Techno Launcher.AppImage', bytes))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', 'content.launcher_builds.published')
    const build = await LauncherBuild.findByOrFail('version', '2.1.0')
    assert.equal(build.sha256, sha256(bytes))
    assert.equal(build.sizeBytes, bytes.length)
    assert.match(build.filePath!, /^launcher\/builds\/[\da-f-]{36}\/Techno_Launcher\.AppImage$/)
    assert.isTrue(new URL(build.url).pathname.endsWith(build.filePath!))
    assert.deepEqual(Buffer.from(await drive.use().getBytes(build.filePath!)), bytes)

    const manifest = await client.get(pathFor('api.launcher.manifests.show'))
    assert.containsSubset(manifest.body().payload.builds, [
      { version: '2.1.0', platform: 'linux', sha256: sha256(bytes), size: bytes.length },
    ])
  })

  test('publishes a link with its hash, and lists every build with its status', async ({
    client,
  }) => {
    const staff = await staffWith([LAUNCHER_EDIT_PERMISSION])
    const publish = (version: string) =>
      client
        .post(pagePath('ru', 'content.launcher_builds.store'))
        .json({
          version,
          platform: 'windows',
          url: `https://files.example/launcher-${version}.exe`,
          sha256: 'a'.repeat(64),
        })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
    for (const version of ['1.0.0', '1.1.0']) {
      const published = await publish(version)
      published.assertStatus(302)
    }

    const page = await client
      .get(pagePath('ru', 'content.launcher_builds.index'))
      .loginAs(staff)
      .withInertia()

    page.assertInertiaComponent('content/launcher_builds/index')
    page.assertInertiaPropsContains({
      builds: [
        { version: '1.1.0', current: true, withdrawn: false, uploaded: false },
        { version: '1.0.0', current: false, withdrawn: false },
      ],
    })
  })

  test('a withdrawn build leaves the manifest and the start page, and comes back', async ({
    client,
    assert,
  }) => {
    const staff = await staffWith([LAUNCHER_EDIT_PERMISSION])
    const older = await LauncherBuild.create({
      version: '1.0.0',
      platform: 'windows',
      url: 'https://files.example/1.0.0.exe',
      sha256: 'b'.repeat(64),
    })
    const newer = await LauncherBuild.create({
      version: '1.1.0',
      platform: 'windows',
      url: 'https://files.example/1.1.0.exe',
      sha256: 'c'.repeat(64),
    })
    const setPublished = (published: boolean) =>
      client
        .put(pagePath('en', 'content.launcher_builds.update', { id: newer.id }))
        .json({ published })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
    const manifestVersions = async () => {
      const manifest = await client.get(pathFor('api.launcher.manifests.show'))
      return manifest.body().payload.builds.map((build: { version: string }) => build.version)
    }

    const withdrawn = await setPublished(false)
    withdrawn.assertFlashMessage('success', 'content.launcher_builds.withdrawn')
    assert.deepEqual(await manifestVersions(), [older.version])
    const start = await client.get(pagePath('en', 'content.start.show')).withInertia()
    assert.equal(start.inertiaProps.downloads.windows, older.url)

    const back = await setPublished(true)
    back.assertFlashMessage('success', 'content.launcher_builds.republished')
    assert.deepEqual(await manifestVersions(), [newer.version])
  })

  test('an upload of a version already out is refused and leaves no file', async ({
    client,
    assert,
  }) => {
    const staff = await staffWith([LAUNCHER_EDIT_PERMISSION])
    await LauncherBuild.create({
      version: '3.0.0',
      platform: 'macos',
      url: 'https://files.example/3.0.0.dmg',
      sha256: 'd'.repeat(64),
    })
    const before = await drive.use().listAll('launcher/builds', { recursive: true })

    const response = await client
      .post(pagePath('en', 'content.launcher_builds.store'))
      .field('version', '3.0.0')
      .field('platform', 'macos')
      .file('file', await fileOf('launcher.dmg', randomBytes(1024)))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    assert.notProperty(response.flashMessages() ?? {}, 'success')
    assert.lengthOf(await LauncherBuild.query().where('version', '3.0.0'), 1)
    const after = await drive.use().listAll('launcher/builds', { recursive: true })
    assert.deepEqual([...after.objects].length, [...before.objects].length)
  })

  test('refuses {case}')
    .with([
      { case: 'a bad version with the form errors', fields: { version: 'latest' }, key: 'version' },
      { case: 'a link without its hash', fields: { sha256: undefined }, key: 'sha256' },
    ])
    .run(async ({ client, assert }, row) => {
      const staff = await staffWith([LAUNCHER_EDIT_PERMISSION])
      const response = await client
        .post(pagePath('en', 'content.launcher_builds.store'))
        .json({
          version: '1.0.0',
          platform: 'windows',
          url: 'https://files.example/l.exe',
          sha256: 'e'.repeat(64),
          ...row.fields,
        })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      assert.property(response.flashMessages().inputErrorsBag ?? {}, row.key)
      assert.lengthOf(await LauncherBuild.all(), 0)
    })

  test('is a 404 without web.launcher.edit, for the page and its actions', async ({ client }) => {
    const player = await staffWith([])
    const page = await client.get(pagePath('en', 'content.launcher_builds.index')).loginAs(player)
    page.assertStatus(404)
    const publish = await client
      .post(pagePath('en', 'content.launcher_builds.store'))
      .json({
        version: '1.0.0',
        platform: 'windows',
        url: 'https://x.example/l',
        sha256: 'f'.repeat(64),
      })
      .loginAs(player)
      .withCsrfToken()
    publish.assertStatus(404)
  })
})

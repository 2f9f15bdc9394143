import { mkdir, rm, writeFile } from 'node:fs/promises'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Compression (#8)', (group) => {
  group.each.setup(isolateDatabase)

  test('serves the build’s Brotli and gzip copies of an asset, immutable', async ({
    client,
    assert,
  }) => {
    const dir = app.publicPath('assets')
    const source = `export const answer = "${'x'.repeat(2000)}"\n`
    await mkdir(dir, { recursive: true })
    await writeFile(`${dir}/spec-asset.js`, source)
    await writeFile(`${dir}/spec-asset.js.br`, brotliCompressSync(source))
    await writeFile(`${dir}/spec-asset.js.gz`, gzipSync(source))

    try {
      const br = await client.get('/assets/spec-asset.js').header('accept-encoding', 'br, gzip')
      br.assertStatus(200)
      br.assertHeader('content-encoding', 'br')
      br.assertHeader('cache-control', 'public, max-age=31536000, immutable')
      assert.match(br.header('content-type')!, /^text\/javascript/)

      const gz = await client.get('/assets/spec-asset.js').header('accept-encoding', 'gzip')
      gz.assertHeader('content-encoding', 'gzip')
      assert.equal(gz.text(), source)
    } finally {
      await rm(`${dir}/spec-asset.js`, { force: true })
      await rm(`${dir}/spec-asset.js.br`, { force: true })
      await rm(`${dir}/spec-asset.js.gz`, { force: true })
    }
  })

  test('compresses a player’s page and an Inertia visit on the fly', async ({ client }) => {
    const user = await UserFactory.create()
    // Enough servers for the visit's JSON to outgrow one TCP segment.
    await ServerFactory.createMany(6)

    const page = await client
      .get(pagePath('ru', 'platform.home.show'))
      .loginAs(user)
      .header('accept-encoding', 'gzip')
    const visit = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withInertia()
      .header('accept-encoding', 'gzip')

    page.assertStatus(200)
    page.assertHeader('content-encoding', 'gzip')
    visit.assertStatus(200)
    visit.assertHeader('content-encoding', 'gzip')
    visit.assertBodyContains({ component: 'platform/home/show' })
  })

  test('leaves a small answer as it is', async ({ client, assert }) => {
    const response = await client.get('/live').header('accept-encoding', 'gzip')

    response.assertStatus(200)
    assert.isUndefined(response.header('content-encoding'))
  })

  test('serves public files by name; a page path never reaches the static server', async ({
    client,
    assert,
  }) => {
    await mkdir(app.publicPath('spec-dir'), { recursive: true })
    await writeFile(app.publicPath('spec-dir/index.html'), '<p>static</p>')

    try {
      const favicon = await client.get('/favicon.svg')
      const directory = await client.get('/spec-dir').redirects(0)

      favicon.assertStatus(200)
      assert.match(favicon.header('content-type')!, /^image\/svg\+xml/)
      // Only a name with an extension can be a file; this path goes on to the router.
      assert.notInclude(directory.text(), '<p>static</p>')
      assert.notEqual(directory.status(), 301)
    } finally {
      await rm(app.publicPath('spec-dir'), { recursive: true, force: true })
    }
  })
})

import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import CoverArt from '#models/cover_art'
import { UserFactory } from '#database/factories/user_factory'
import { CoverArtFactory } from '#database/factories/cover_art_factory'
import { staffWith } from '#tests/support/content'
import { isolateDatabase } from '#tests/support/database'
import { fileOf } from '#tests/support/looks'
import { pagePath } from '#tests/support/urls'

const EDITOR = ['web.covers.edit']

/** A 2000×900 photo-like JPEG, wider than the banner. */
function photo() {
  return sharp({
    create: { width: 2000, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer()
}

test.group('Cabinet → cover pages', (group) => {
  group.each.setup(isolateDatabase)

  test('the cover tab opens the glow part', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(pagePath('en', 'accounts.covers.edit'))
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.cover_parts.edit', { part: 'glow' }))
  })

  test("shows a part's items and the player's cover", async ({ client, assert }) => {
    const art = await CoverArtFactory.create()
    const user = await UserFactory.merge({ coverStyle: 'circles', coverArtId: art.id }).create()
    const response = await client
      .get(pagePath('en', 'accounts.cover_parts.edit', { part: 'art' }))
      .loginAs(user)
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('accounts/cover_parts/edit')
    const props = response.inertiaProps as {
      part: { part: string; current: string; items: { id: string }[] }
      cover: { glow: string | null; style: string | null; art: string | null }
    }
    assert.equal(props.part.current, String(art.id))
    assert.deepEqual(
      props.part.items.map((item) => item.id),
      [String(art.id)]
    )
    assert.deepEqual(props.cover, {
      glow: null,
      style: 'circles',
      art: `/looks/cover/${art.key}/original`,
    })
  })

  test('an unknown part is a 404', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(pagePath('en', 'accounts.covers.edit') + '/neon')
      .loginAs(user)
    response.assertStatus(404)
  })
})

test.group('Staff → cover arts', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => drive.use().deleteAll('looks/cover'))

  test('is a 404 for players without web.covers.edit', async ({ client, assert }) => {
    const player = await UserFactory.create()
    const list = await client.get(pagePath('en', 'accounts.staff_cover_arts.index')).loginAs(player)
    list.assertStatus(404)
    const upload = await client
      .post(pagePath('en', 'accounts.staff_cover_arts.store'))
      .file('image', await fileOf('art.jpg', await photo()))
      .fields({ nameRu: 'Закат', nameEn: 'Sunset', license: 'CC0' })
      .loginAs(player)
      .withCsrfToken()
      .redirects(0)
    upload.assertStatus(404)
    assert.lengthOf(await CoverArt.all(), 0)
  })

  test('uploads an art re-encoded to the banner size, then hides it', async ({
    client,
    assert,
  }) => {
    const staff = await staffWith(EDITOR)
    const upload = await client
      .post(pagePath('en', 'accounts.staff_cover_arts.store'))
      .file('image', await fileOf('art.jpg', await photo()))
      .fields({ nameRu: 'Закат', nameEn: 'Sunset', license: 'CC0, the tests', requiredRole: '' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    upload.assertStatus(302)
    const art = await CoverArt.firstOrFail()
    assert.equal(art.nameEn, 'Sunset')
    assert.isNull(art.requiredRole)
    const image = await client.get(`/looks/cover/${art.key}/original`)
    image.assertStatus(200)
    image.assertHeader('content-type', 'image/webp')
    const meta = await sharp(Buffer.from(image.body() as ArrayBuffer)).metadata()
    assert.deepEqual([meta.width, meta.height], [1600, 400])

    const hide = await client
      .put(pagePath('en', 'accounts.staff_cover_arts.update', { id: art.id }))
      .form({ nameRu: 'Закат', nameEn: 'Dusk', license: 'CC0', requiredRole: 'vip', hidden: true })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    hide.assertStatus(302)
    await art.refresh()
    assert.deepInclude(art.$attributes, { nameEn: 'Dusk', requiredRole: 'vip', hidden: true })
  })

  test('refuses a file that is no image, storing nothing', async ({ client, assert }) => {
    const staff = await staffWith(EDITOR)
    const upload = await client
      .post(pagePath('en', 'accounts.staff_cover_arts.store'))
      .file(
        'image',
        await fileOf('art.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
      )
      .fields({ nameRu: 'Закат', nameEn: 'Sunset', license: 'CC0' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    upload.assertStatus(302)
    assert.lengthOf(await CoverArt.all(), 0)
    assert.lengthOf(
      await drive
        .use()
        .listAll('looks/cover')
        .then((list) => [...list.objects]),
      0
    )
  })
})

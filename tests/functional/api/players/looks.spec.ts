import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import LookImage from '#models/look_image'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { befriend, like } from '#tests/support/social'
import { banOf } from '#tests/support/bans'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { siteUrl } from '#tests/support/http'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { PNG_1X1, staffHeaders } from '#tests/support/content'
import {
  bodyOf,
  fileOf,
  lookFixture,
  pixelsOf,
  pngBomb,
  postLargeFile,
  statusOf,
  tempFilesLeftBy,
} from '#tests/support/looks'
import { pagePath, pathFor } from '#tests/support/urls'

type Looks = {
  avatarOrSkin: { id: string; type: 'SKIN' | 'AVATAR'; extension: string } | null
  skin: { id: string; model: string; texture: string } | null
  cape: { id: string; texture: string } | null
  avatar: {
    id: string
    width: number
    height: number
    crop: Record<string, number>
    original: string
  } | null
}

/** The file of a player's avatar or skin head (docs/api.md `players.look_images.show`). */
function headUrl(looks: Looks, size: string) {
  const image = looks.avatarOrSkin!
  return `/looks/${image.type === 'AVATAR' ? 'avatar' : 'skin'}/${image.id}/${size}`
}

test.group('API user/skin/upload', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => drive.use().deleteAll('looks'))

  test('stores a {name} skin, detects its arms and draws its heads pixel for pixel')
    .with([
      { name: 'classic', model: 'classic' },
      { name: 'slim', model: 'slim' },
      { name: 'legacy', model: 'classic' },
    ])
    .run(async ({ client, assert }, row) => {
      const { user, headers } = await staffHeaders([])
      const skin = await lookFixture(`${row.name}.png`)
      const response = await client
        .post(pathFor('api.players.skins.store'))
        .headers(headers)
        .file('skin', await fileOf('skin.png', skin))
      response.assertStatus(200)
      const body = response.body() as Looks
      assert.equal(body.skin!.model, row.model)
      assert.equal(body.avatarOrSkin!.type, 'SKIN')
      assert.equal(body.avatarOrSkin!.id, body.skin!.id)
      await user.refresh()
      assert.equal(user.skinKey, body.skin!.id)

      for (const size of ['small', 'medium', 'large']) {
        const head = await client.get(headUrl(body, size))
        head.assertStatus(200)
        head.assertHeader('cache-control', 'public, max-age=31536000, immutable')
        head.assertHeader('content-type', 'image/png')
        const reference = await lookFixture(`${row.name}.head.${size}.png`)
        assert.deepEqual(await pixelsOf(head.body()), await pixelsOf(reference))
      }
      // spec §9: a head has no original; it answers the medium head.
      const original = await client.get(headUrl(body, 'original'))
      original.assertStatus(200)

      const texture = await drive.use().getBytes(`looks/skin/${body.skin!.id}/texture.png`)
      assert.deepEqual(await pixelsOf(Buffer.from(texture)), await pixelsOf(skin))
    })
    .timeout(20_000)

  test('a new skin gets new head URLs and the old ones stop answering', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders([])
    const upload = async (name: string) =>
      await bodyOf<Looks>(
        client
          .post(pathFor('api.players.skins.store'))
          .headers(headers)
          .file('skin', await fileOf('skin.png', await lookFixture(name)))
      )
    const first = await upload('classic.png')
    const second = await upload('slim.png')
    assert.notEqual(headUrl(first, 'small'), headUrl(second, 'small'))
    // The first stays in the history to roll back to; its files stay served.
    assert.equal(await statusOf(client.get(headUrl(first, 'small'))), 200)

    const rolledBack = await client
      .post(pathFor('api.players.look_rollbacks.store', { kind: 'skin' }))
      .headers(headers)
    rolledBack.assertStatus(200)
    assert.equal((rolledBack.body() as Looks).skin!.id, first.skin!.id)
    assert.equal(await statusOf(client.get(headUrl(second, 'small'))), 404)
  })

  test('refuses {name} with a translated error, storing nothing and leaving no temp file')
    .with([
      {
        name: 'a 65×64 PNG',
        file: 'skin.png',
        status: 415,
        code: 1960,
        message: 'A skin must be a 64×64 or 64×32 PNG; this one is 65×64.',
        bytes: () =>
          sharp({ create: { width: 65, height: 64, channels: 4, background: '#fff' } })
            .png()
            .toBuffer(),
      },
      {
        name: 'a JPEG renamed .png',
        file: 'skin.png',
        status: 415,
        code: 1603,
        message: 'Unsupported file type.',
        bytes: () =>
          sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
            .jpeg()
            .toBuffer(),
      },
      {
        name: 'an SVG',
        file: 'skin.svg',
        status: 415,
        code: 1603,
        message: 'Unsupported file type.',
        bytes: async () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>'
          ),
      },
      {
        name: 'a PNG with a script after its end',
        file: 'skin.png',
        status: 415,
        code: 1603,
        message: 'Unsupported file type.',
        bytes: async () =>
          Buffer.concat([
            await lookFixture('classic.png'),
            Buffer.from('<html><script>alert(1)</script></html>'),
          ]),
      },
      {
        name: 'a 20 000×20 000 PNG of a few KB (bomb)',
        file: 'skin.png',
        status: 415,
        code: 1960,
        message: 'A skin must be a 64×64 or 64×32 PNG; this one is 20000×20000.',
        bytes: async () => pngBomb(20_000, 20_000),
      },
      {
        name: 'a 2 MB PNG',
        file: 'skin.png',
        status: 413,
        code: 1605,
        message: 'The image is larger than 1 MB.',
        bytes: async () => Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]),
      },
    ])
    .run(async ({ client, assert }, row) => {
      const { user, headers } = await staffHeaders([])
      const path = await fileOf(row.file, await row.bytes())
      let status = 0
      let body: Record<string, unknown> = {}
      const left = await tempFilesLeftBy(async () => {
        const response = await client
          .post(pathFor('api.players.skins.store'))
          .header('Accept-Language', 'en')
          .headers(headers)
          .file('skin', path)
        status = response.status()
        body = response.body()
      })
      assert.equal(status, row.status)
      assert.equal(body.error_code, row.code)
      assert.equal(body.error_message, row.message)
      assert.deepEqual(left, [])
      assert.lengthOf(await LookImage.all(), 0)
      assert.lengthOf(
        await drive
          .use()
          .listAll('looks', { recursive: true })
          .then((list) => [...list.objects]),
        0
      )
      await user.refresh()
      assert.isNull(user.skinKey)
    })
    .timeout(30_000)

  test('refuses a 50 MB upload before reading it, leaving no temp file', async ({ assert }) => {
    const { headers } = await staffHeaders([])
    const bytes = Buffer.concat([await lookFixture('classic.png'), Buffer.alloc(50 * 1024 * 1024)])
    let answer = { status: 0, body: {} as Record<string, unknown> }
    const left = await tempFilesLeftBy(async () => {
      answer = await postLargeFile(
        siteUrl(pathFor('api.players.skins.store')),
        { ...headers, 'Accept-Language': 'en' },
        'skin',
        bytes
      )
    })
    assert.equal(answer.status, 413)
    assert.equal(answer.body.error_message, 'The upload is too large.')
    assert.deepEqual(left, [])
    assert.lengthOf(await LookImage.all(), 0)
  }).timeout(30_000)

  test('switches the arms and refuses a guest', async ({ client, assert }) => {
    const { headers } = await staffHeaders([])
    await client
      .post(pathFor('api.players.skins.store'))
      .headers(headers)
      .file('skin', await fileOf('skin.png', await lookFixture('classic.png')))
    const switched = await client
      .post(pathFor('api.players.skins.update'))
      .headers(headers)
      .json({ model: 'slim' })
    switched.assertStatus(200)
    assert.equal((switched.body() as Looks).skin!.model, 'slim')
    const guest = await client
      .post(pathFor('api.players.skins.store'))
      .file('skin', await fileOf('s.png', await lookFixture('classic.png')))
    guest.assertStatus(401)
  })

  test('deletes the skin back to the default and rolling back with nothing left is a 409', async ({
    client,
    assert,
  }) => {
    const { user, headers } = await staffHeaders([])
    await client
      .post(pathFor('api.players.skins.store'))
      .headers(headers)
      .file('skin', await fileOf('skin.png', await lookFixture('classic.png')))
    const deleted = await client
      .post(pathFor('api.players.looks.destroy', { kind: 'skin' }))
      .headers(headers)
    deleted.assertStatus(200)
    assert.isNull((deleted.body() as Looks).avatarOrSkin)
    await user.refresh()
    assert.isNull(user.skinKey)
    const rollback = await client
      .post(pathFor('api.players.look_rollbacks.store', { kind: 'skin' }))
      .header('Accept-Language', 'en')
      .headers(headers)
    rollback.assertStatus(409)
    rollback.assertBodyContains({
      error_code: 1961,
      error_message: 'There is nothing to roll back to.',
    })
  })
})

test.group('API user/cape/upload', (group) => {
  group.each.setup(isolateDatabase)

  test('stores a {width}×{height} cape and refuses a skin-sized one')
    .with([
      { width: 64, height: 32 },
      { width: 22, height: 17 },
    ])
    .run(async ({ client, assert }, row) => {
      const { headers } = await staffHeaders([])
      const cape = await sharp({
        create: { width: row.width, height: row.height, channels: 4, background: '#7c3aed' },
      })
        .png()
        .toBuffer()
      const response = await client
        .post(pathFor('api.players.capes.store'))
        .headers(headers)
        .file('cape', await fileOf('cape.png', cape))
      response.assertStatus(200)
      const texture = await client.get((response.body() as Looks).cape!.texture)
      texture.assertStatus(200)
      assert.deepEqual(await pixelsOf(texture.body()), await pixelsOf(cape))

      const wrong = await client
        .post(pathFor('api.players.capes.store'))
        .header('Accept-Language', 'en')
        .headers(headers)
        .file('cape', await fileOf('cape.png', await lookFixture('classic.png')))
      wrong.assertStatus(415)
      wrong.assertBodyContains({
        error_message: 'A cape must be a 64×32 or 22×17 PNG; this one is 64×64.',
      })
    })
})

test.group('API user/avatar', (group) => {
  group.each.setup(isolateDatabase)

  test('uploads an avatar cropped to its centre, crops it anew under a new id', async ({
    client,
    assert,
  }) => {
    const { user, headers } = await staffHeaders([])
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#1d4ed8' },
    })
      .composite([
        {
          input: { create: { width: 50, height: 50, channels: 3, background: '#f59e0b' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer()
    const uploaded = await client
      .post(pathFor('api.players.avatars.store'))
      .headers(headers)
      .file('avatar', await fileOf('me.jpg', photo))
    uploaded.assertStatus(200)
    const looks = uploaded.body() as Looks
    assert.deepInclude(looks.avatar!, { width: 300, height: 200, crop: { x: 50, y: 0, size: 200 } })
    assert.equal(looks.avatarOrSkin!.type, 'AVATAR')

    const cropped = await client
      .post(pathFor('api.players.avatar_crops.store'))
      .headers(headers)
      .json({ id: looks.avatar!.id, x: 0, y: 0, size: 50 })
    cropped.assertStatus(200)
    const after = cropped.body() as Looks
    assert.notEqual(after.avatar!.id, looks.avatar!.id)
    assert.deepEqual(after.avatar!.crop, { x: 0, y: 0, size: 50 })
    const small = await client.get(headUrl(after, 'small'))
    small.assertHeader('content-type', 'image/webp')
    const { data } = await sharp(small.body()).raw().toBuffer({ resolveWithObject: true })
    // The corner square was amber: the crop took it.
    assert.isAbove(data[0], 200)
    assert.equal(await statusOf(client.get(headUrl(looks, 'small'))), 404)
    await user.refresh()
    assert.equal(user.avatarKey, after.avatar!.id)

    const stale = await client
      .post(pathFor('api.players.avatar_crops.store'))
      .header('Accept-Language', 'en')
      .headers(headers)
      .json({ id: looks.avatar!.id, x: 0, y: 0, size: 50 })
    stale.assertStatus(404)
    stale.assertBodyContains({ error_code: 1963 })
  })

  test('refuses a crop {name}')
    .with([
      { name: 'past the right edge', crop: { x: 200, y: 0, size: 150 } },
      { name: 'past the bottom', crop: { x: 0, y: 100, size: 150 } },
      { name: 'below 16 px', crop: { x: 0, y: 0, size: 15 } },
    ])
    .run(async ({ client }, row) => {
      const { headers } = await staffHeaders([])
      const photo = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#1d4ed8' },
      })
        .png()
        .toBuffer()
      const uploaded = await client
        .post(pathFor('api.players.avatars.store'))
        .headers(headers)
        .file('avatar', await fileOf('me.png', photo))
      const response = await client
        .post(pathFor('api.players.avatar_crops.store'))
        .header('Accept-Language', 'en')
        .headers(headers)
        .json({ id: (uploaded.body() as Looks).avatar!.id, ...row.crop })
      response.assertStatus(422)
      response.assertBodyContains({
        error_code: 1962,
        error_message: 'The crop must be a square of at least 16 px inside the 300×200 image.',
      })
    })

  test('takes the first frame of a GIF and refuses a bomb by its pixels', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders([])
    const gif = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#16a34a' },
    })
      .gif()
      .toBuffer()
    const uploaded = await client
      .post(pathFor('api.players.avatars.store'))
      .headers(headers)
      .file('avatar', await fileOf('a.gif', gif))
    uploaded.assertStatus(200)

    const bomb = await client
      .post(pathFor('api.players.avatars.store'))
      .header('Accept-Language', 'en')
      .headers(headers)
      .file('avatar', await fileOf('bomb.png', pngBomb(20_000, 20_000)))
    bomb.assertStatus(413)
    bomb.assertBodyContains({ error_message: 'The image is larger than 25 megapixels.' })
    assert.lengthOf(await LookImage.query().where('kind', 'avatar'), 1)
  })

  test('rolls back to the previous avatar and deletes down to the skin head', async ({
    client,
    assert,
  }) => {
    const { user, headers } = await staffHeaders([])
    const image = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toBuffer()
    await client
      .post(pathFor('api.players.skins.store'))
      .headers(headers)
      .file('skin', await fileOf('s.png', await lookFixture('classic.png')))
    const first = await bodyOf<Looks>(
      client
        .post(pathFor('api.players.avatars.store'))
        .headers(headers)
        .file('avatar', await fileOf('a.png', await image('#f00')))
    )
    await client
      .post(pathFor('api.players.avatars.store'))
      .headers(headers)
      .file('avatar', await fileOf('b.png', await image('#0f0')))
    const back = await bodyOf<Looks>(
      client.post(pathFor('api.players.look_rollbacks.store', { kind: 'avatar' })).headers(headers)
    )
    assert.equal(back.avatar!.id, first.avatar!.id)
    const gone = await bodyOf<Looks>(
      client.post(pathFor('api.players.looks.destroy', { kind: 'avatar' })).headers(headers)
    )
    assert.equal(gone.avatarOrSkin!.type, 'SKIN')
    const current = await bodyOf<Looks>(
      client.get(pathFor('api.players.looks.show')).headers(headers)
    )
    assert.deepEqual(current, gone)
    await user.refresh()
    assert.isNull(user.avatarKey)
  })
})

test.group('Looks of one player racing', (group) => {
  group.each.setup(freshDatabase)
  group.each.setup(() => drive.use().deleteAll('looks'))

  test('concurrent uploads and rollbacks leave one current skin on top of a true history', async ({
    client,
    assert,
  }) => {
    const { user, headers } = await staffHeaders([])
    const skins = await Promise.all(['classic.png', 'slim.png', 'legacy.png'].map(lookFixture))
    const upload = async (bytes: Buffer) =>
      client
        .post(pathFor('api.players.skins.store'))
        .headers(headers)
        .file('skin', await fileOf('s.png', bytes))
    await Promise.all(skins.map(upload))
    const results = await Promise.all([
      ...skins.map(upload),
      client.post(pathFor('api.players.look_rollbacks.store', { kind: 'skin' })).headers(headers),
      client.post(pathFor('api.players.look_rollbacks.store', { kind: 'skin' })).headers(headers),
    ])
    for (const response of results) response.assertStatus(200)

    const rows = await LookImage.query()
      .where('user_id', user.id)
      .where('kind', 'skin')
      .orderBy('id', 'desc')
    // Six pushed, two popped: four left, whichever order the requests ran in.
    assert.lengthOf(rows, 4)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.skinKey, rows[0].key)
    assert.equal(fresh.skinModel, rows[0].model)
    const listed = await drive.use().listAll('looks/skin', { recursive: true })
    const stored = [...listed.objects]
    // Each kept skin keeps its texture and three heads; the popped ones left nothing.
    assert.lengthOf(stored, 4 * 4)
  }).timeout(60_000)
})

test.group('Avatar or skin wherever a player appears', (group) => {
  group.each.setup(isolateDatabase)

  test('names the avatar, else the skin head, in the header, search, profile, friends, tops and bans', async ({
    client,
    assert,
  }) => {
    const skinned = await UserFactory.merge({
      nickname: 'Skinned_Mage',
      skinKey: randomUUID(),
    }).create()
    const pictured = await UserFactory.merge({
      nickname: 'Skinned_Face',
      skinKey: randomUUID(),
      avatarKey: randomUUID(),
    }).create()
    const skin = { id: skinned.skinKey, extension: 'png', type: 'SKIN' }
    const avatar = { id: pictured.avatarKey, extension: 'webp', type: 'AVATAR' }
    await befriend(skinned, pictured)
    await like(pictured, skinned)
    await banOf(skinned)
    const headers = sessionHeaders(await openSession(pictured))

    const search = await client.get(pathFor('api.players.searches.index')).qs({ query: 'skinned' })
    assert.deepEqual(
      search.body().data.map((row: { avatarOrSkin: unknown }) => row.avatarOrSkin),
      [avatar, skin]
    )
    const profile = await client.get(
      pathFor('api.players.profiles.show', { nickname: 'skinned_mage' })
    )
    assert.deepEqual(profile.body().player.avatarOrSkin, skin)
    const friends = await client.get(
      pathFor('api.players.friends.index', { nickname: 'skinned_mage' })
    )
    assert.deepEqual(friends.body().data[0].avatarOrSkin, avatar)
    const top = await client.get(pathFor('api.players.tops.show', { type: 'likes' }))
    assert.deepEqual(top.body().top.data[0].avatarOrSkin, skin)
    const bans = await client.get(pathFor('api.players.bans.index')).headers(headers)
    assert.deepEqual(bans.body().data[0].avatarOrSkin, skin)

    const page = await client
      .get(pagePath('en', 'players.searches.index'))
      .headers(headers)
      .withInertia()
    assert.deepEqual(
      (page.inertiaProps as { currentUser: { avatarOrSkin: unknown } }).currentUser.avatarOrSkin,
      avatar
    )
  })
})

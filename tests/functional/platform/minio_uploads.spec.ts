import { GetObjectCommand } from '@aws-sdk/client-s3'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { lookFixture, pixelsOf } from '#tests/support/looks'
import { minioBinary, startMinio } from '#tests/support/minio'
import {
  freePort,
  processConnection,
  processSandbox,
  processStaffSession,
  productionEnv,
  startMigratedServer,
} from '#tests/support/server_process'
import { pagePath, pathFor } from '#tests/support/urls'

const BUCKET = 'technomagic-looks'
const binary = minioBinary()

test.group('Uploads on a real MinIO server', (group) => {
  const sandbox = processSandbox(group)

  test('a skin, an avatar and a cover art go to the bucket and are served back', async ({
    assert,
  }) => {
    const minio = await startMinio(binary!, BUCKET)
    const port = await freePort()
    // The drive is put on S3 by the environment alone.
    const processEnv = { ...productionEnv(sandbox.folder, port), ...minio.env }
    const connection = processConnection(processEnv, 'minio')
    try {
      const server = await startMigratedServer(processEnv, { migrationMs: 90_000, startMs: 45_000 })
      sandbox.children.push(server.child)
      const url = (path: string) => `http://127.0.0.1:${port}${path}`
      const output = () => `app:\n${server.output()}\nMinIO:\n${minio.output()}`
      const inBucket = async (key: string) => {
        const object = await minio.s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
        return Buffer.from(await object.Body!.transformToByteArray())
      }
      const served = async (kind: string, key: string, variant: string) => {
        const response = await fetch(
          url(pathFor('players.look_images.show', { kind, key, variant }))
        )
        assert.equal(response.status, 200, output())
        return {
          type: response.headers.get('content-type'),
          bytes: Buffer.from(await response.arrayBuffer()),
        }
      }

      const session = await processStaffSession('minio', url(''), ['web.covers.edit'], output)
      const upload = (path: string, field: string, name: string, bytes: Buffer, fields = {}) => {
        const form = new FormData()
        for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
        form.append(field, new Blob([new Uint8Array(bytes)]), name)
        // A form of the site's own pages passes the CSRF check on the browser's word.
        return fetch(url(path), {
          method: 'POST',
          redirect: 'manual',
          headers: { ...session, 'Sec-Fetch-Site': 'same-origin' },
          body: form,
        })
      }

      const skin = await lookFixture('classic.png')
      const skinAnswer = await upload(pathFor('api.players.skins.store'), 'skin', 'skin.png', skin)
      assert.equal(skinAnswer.status, 200, output())
      const { skin: uploadedSkin } = (await skinAnswer.json()) as { skin: { id: string } }
      const texture = await served('skin', uploadedSkin.id, 'texture')
      assert.equal(texture.type, 'image/png')
      assert.deepEqual(await pixelsOf(texture.bytes), await pixelsOf(skin))
      assert.deepEqual(texture.bytes, await inBucket(`looks/skin/${uploadedSkin.id}/texture.png`))

      const photo = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#f59e0b' },
      })
        .jpeg()
        .toBuffer()
      const avatarAnswer = await upload(
        pathFor('api.players.avatars.store'),
        'avatar',
        'me.jpg',
        photo
      )
      assert.equal(avatarAnswer.status, 200, output())
      const { avatar } = (await avatarAnswer.json()) as { avatar: { id: string } }
      const head = await served('avatar', avatar.id, 'small')
      assert.equal(head.type, 'image/webp')
      assert.deepEqual(head.bytes, await inBucket(`looks/avatar/${avatar.id}/small.webp`))

      const art = await sharp({
        create: { width: 1800, height: 600, channels: 3, background: '#0ea5e9' },
      })
        .jpeg()
        .toBuffer()
      const artAnswer = await upload(
        pagePath('en', 'accounts.staff_cover_arts.store'),
        'image',
        'art.jpg',
        art,
        { nameRu: 'Закат', nameEn: 'Sunset', license: 'CC0', requiredRole: '' }
      )
      assert.equal(artAnswer.status, 302, output())
      const { key } = (await connection.from('cover_arts').firstOrFail()) as { key: string }
      const cover = await served('cover', key, 'original')
      assert.equal(cover.type, 'image/webp')
      const meta = await sharp(cover.bytes).metadata()
      assert.deepEqual([meta.width, meta.height], [1600, 400])
      assert.deepEqual(cover.bytes, await inBucket(`looks/cover/${key}/original.webp`))
    } finally {
      await db.manager.close('minio')
      await minio.stop()
    }
  })
    .timeout(180_000)
    .skip(
      !binary,
      'needs a MinIO server binary (MINIO_BINARY or minio on PATH); neither Debian nor npm ships one'
    )
})

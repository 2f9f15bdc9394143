import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import app from '@adonisjs/core/services/app'
import { Disk } from 'flydrive'
import { S3Driver } from 'flydrive/drivers/s3'
import Document from '#models/document'
import UploadStorage from '#services/content/upload_storage'
import { s3DriverOptions, type S3Settings } from '#config/drive'
import { isolateDatabase } from '#tests/support/database'
import { EDITOR, newsBody, staffHeaders } from '#tests/support/content'
import { FakeS3 } from '#tests/support/fake_s3'
import { pathFor } from '#tests/support/urls'

const BUCKET = 'technomagic-uploads'

function settingsFor(fake: FakeS3, overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    bucket: BUCKET,
    region: 'ru-central1',
    endpoint: fake.endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    ...overrides,
  }
}

/** The uploads of this test go to the fake bucket through the drive's S3 driver (DRIVE_DISK=s3). */
function useBucket(settings: S3Settings) {
  const disk = new Disk(new S3Driver(s3DriverOptions(settings)))
  app.container.swap(UploadStorage, () => new UploadStorage(disk))
}

async function pictureFile() {
  const path = join(await mkdtemp(join(tmpdir(), 'content-s3-')), 'picture.png')
  await sharp({ create: { width: 640, height: 320, channels: 3, background: '#22d3ee' } })
    .png()
    .toFile(path)
  return path
}

test.group('Uploads on an S3-compatible bucket', (group) => {
  let fake: FakeS3
  group.each.setup(isolateDatabase)
  group.each.setup(async () => {
    fake = await FakeS3.start([BUCKET])
    return async () => {
      app.container.restore(UploadStorage)
      await fake.close()
    }
  })

  test('an editor upload lands in the bucket, is served back, and goes with its document', async ({
    client,
    assert,
  }) => {
    useBucket(settingsFor(fake))
    const { headers } = await staffHeaders(EDITOR)
    const key = randomUUID()

    const upload = await client
      .post(pathFor('api.content.images.store', { id: key }))
      .headers(headers)
      .file('image', await pictureFile())

    upload.assertStatus(200)
    const { id, url } = upload.body()
    assert.equal(url, `${fake.endpoint}/${BUCKET}/documents/${key}/${id}.webp`)
    const stored = fake.object(BUCKET, `documents/${key}/${id}.webp`)!
    assert.equal(stored.contentType, 'image/webp')
    const metadata = await sharp(stored.body).metadata()
    assert.equal(metadata.format, 'webp')
    // The driver signs its calls with the configured key.
    assert.match(
      fake.requests.at(-1)!.authorization ?? '',
      /Credential=test-key\/\d+\/ru-central1\/s3\//
    )

    const served = await fetch(url)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/webp')
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), stored.body)

    // The bucket's URLs are our images: kept in a body and as the cover; others are not.
    const created = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(
        newsBody({
          key,
          bodyRu: `<p>Снег</p><img src="${url}"><img src="${fake.endpoint}/other-bucket/x.webp">`,
          coverUrl: url,
        })
      )
    created.assertStatus(200)
    const document = await Document.findOrFail(created.body().id)
    assert.equal(document.bodyRu, `<p>Снег</p><img src="${url}" />`)
    assert.equal(document.coverUrl, url)

    const removed = await client
      .post(pathFor('api.content.documents.destroy'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ id: document.id })
    removed.assertStatus(200)
    assert.isUndefined(fake.object(BUCKET, `documents/${key}/${id}.webp`))
    const gone = await fetch(url)
    assert.equal(gone.status, 404)
  })

  test('with S3_PUBLIC_URL the images are served from it', async ({ client, assert }) => {
    useBucket(settingsFor(fake, { publicUrl: 'https://cdn.example.com/tm' }))
    const { headers } = await staffHeaders(EDITOR)
    const key = randomUUID()

    const upload = await client
      .post(pathFor('api.content.images.store', { id: key }))
      .headers(headers)
      .file('image', await pictureFile())

    upload.assertStatus(200)
    const { id, url } = upload.body()
    assert.equal(url, `https://cdn.example.com/tm/documents/${key}/${id}.webp`)
    assert.isDefined(fake.object(BUCKET, `documents/${key}/${id}.webp`))
    const storage = await app.container.make(UploadStorage)
    assert.deepEqual(await storage.imagePrefixes(), [
      '/uploads/documents/',
      'https://cdn.example.com/tm/documents/',
    ])
  })

  test('a bucket that refuses the write answers "Failed to upload image."', async ({
    client,
    assert,
  }) => {
    useBucket(settingsFor(fake, { bucket: 'missing-bucket' }))
    const { headers } = await staffHeaders(EDITOR)

    const upload = await client
      .post(pathFor('api.content.images.store', { id: randomUUID() }))
      .headers(headers)
      .header('Accept-Language', 'en')
      .file('image', await pictureFile())

    upload.assertStatus(422)
    assert.containsSubset(upload.body(), {
      error: 'upload_failed',
      error_message: 'Failed to upload image.',
    })
    assert.equal(fake.objects.size, 0)
  })
})

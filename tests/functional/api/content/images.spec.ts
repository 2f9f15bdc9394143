import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import DocumentImage from '#models/document_image'
import { isolateDatabase } from '#tests/support/database'
import { EDITOR, PNG_1X1, staffHeaders } from '#tests/support/content'
import { pathFor } from '#tests/support/urls'

const URL = (key: string) => pathFor('api.content.images.store', { id: key })

/** Writes bytes under a file name, for the multipart body. */
async function fileOf(name: string, bytes: Buffer) {
  const folder = await mkdtemp(join(tmpdir(), 'content-upload-'))
  const path = join(folder, name)
  await writeFile(path, bytes)
  return path
}

test.group('API document/image/context/original/{id}/upload', (group) => {
  group.each.setup(isolateDatabase)

  test('re-encodes a JPEG as WebP on the drive and answers its URL and size', async ({
    client,
    assert,
  }) => {
    const { user, headers } = await staffHeaders(['web.documents.create'])
    const key = randomUUID()
    const jpeg = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#8b5cf6' },
    })
      .jpeg()
      .toBuffer()

    const response = await client
      .post(URL(key))
      .headers(headers)
      .file('image', await fileOf('cover.jpg', jpeg))

    response.assertStatus(200)
    const { id, url, width, height } = response.body()
    assert.match(url, new RegExp(`^/uploads/documents/${key}/${id}\\.webp$`))
    assert.deepEqual([width, height], [2000, 667])
    const image = await DocumentImage.findOrFail(id)
    assert.equal(image.uploaderId, user.id)
    const stored = await drive.use().getBytes(image.path)
    const metadata = await sharp(stored).metadata()
    assert.equal(metadata.format, 'webp')

    const served = await client.get(url)
    served.assertStatus(200)
  })

  test('refuses "{name}" with "Unsupported file type."')
    .with([
      {
        name: 'a script renamed .png',
        file: 'evil.png',
        bytes: Buffer.from('<script>alert(document.cookie)</script>'),
      },
      {
        name: 'an SVG',
        file: 'logo.svg',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
        ),
      },
      {
        name: 'a PNG with HTML after its end (polyglot)',
        file: 'poly.png',
        bytes: Buffer.concat([PNG_1X1, Buffer.from('<html><script>alert(1)</script></html>')]),
      },
      {
        name: 'a GIF header over JavaScript (polyglot)',
        file: 'poly.gif',
        bytes: Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\xff\x00,*/=alert(1);//;'),
      },
      {
        name: 'a PDF renamed .jpg',
        file: 'doc.jpg',
        bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
      },
      {
        name: 'a PNG with its pixel data cut out',
        file: 'broken.png',
        bytes: Buffer.concat([PNG_1X1.subarray(0, 33), PNG_1X1.subarray(PNG_1X1.length - 12)]),
      },
    ])
    .run(async ({ client, assert }, row) => {
      const { headers } = await staffHeaders(['web.documents.edit'])
      const response = await client
        .post(URL(randomUUID()))
        .header('Accept-Language', 'en')
        .headers(headers)
        .file('image', await fileOf(row.file, row.bytes))
      response.assertStatus(415)
      response.assertBody({
        error: 'unsupported_file_type',
        error_code: 1603,
        error_message: 'Unsupported file type.',
        details: { type: 'unsupported_file_type', description: 'Unsupported file type.' },
      })
      assert.lengthOf(await DocumentImage.all(), 0)
    })

  test('refuses an image above the size limit with 413', async ({ client }) => {
    const { headers } = await staffHeaders(EDITOR)
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(8 * 1024 * 1024)])
    const response = await client
      .post(URL(randomUUID()))
      .header('Accept-Language', 'en')
      .headers(headers)
      .file('image', await fileOf('big.png', big))
    response.assertStatus(413)
    response.assertBodyContains({
      error_code: 1605,
      error_message: 'The image is larger than 8 MB.',
    })
  })

  test('answers 400 without a file and 404 without an editor permission', async ({ client }) => {
    const { headers } = await staffHeaders(EDITOR)
    const empty = await client
      .post(URL(randomUUID()))
      .header('Accept-Language', 'en')
      .headers(headers)
      .json({})
    empty.assertStatus(400)

    const player = await staffHeaders([])
    const refused = await client
      .post(URL(randomUUID()))
      .headers(player.headers)
      .file('image', await fileOf('a.png', PNG_1X1))
    refused.assertStatus(404)
    const guest = await client.post(URL(randomUUID())).file('image', await fileOf('a.png', PNG_1X1))
    guest.assertStatus(401)
  })
})

test.group('API document/generate-id', (group) => {
  group.each.setup(isolateDatabase)

  test('gives staff a fresh document key and nobody else', async ({ client, assert }) => {
    const { headers } = await staffHeaders(['web.documents.create'])
    const first = await client.get(pathFor('api.content.document_keys.show')).headers(headers)
    const second = await client.get(pathFor('api.content.document_keys.show')).headers(headers)
    first.assertStatus(200)
    assert.match(first.body().id, /^[0-9a-f-]{36}$/)
    assert.notEqual(first.body().id, second.body().id)

    const player = await staffHeaders([])
    const refused = await client
      .get(pathFor('api.content.document_keys.show'))
      .headers(player.headers)
    refused.assertStatus(404)
  })
})

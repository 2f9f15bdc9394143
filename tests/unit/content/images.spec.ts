import { test } from '@japa/runner'
import { isImageType, isPlainImage } from '#domain/content/images'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64'
)
const JPEG_END = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0xff, 0xd9])

test.group('Images: plain images only', () => {
  test('accepts a PNG ending at IEND and a JPEG ending at EOI', ({ assert }) => {
    assert.isTrue(isPlainImage(PNG, 'image/png'))
    assert.isTrue(isPlainImage(JPEG_END, 'image/jpeg'))
  })

  test('refuses "{name}"')
    .with([
      {
        name: 'bytes after the PNG end',
        bytes: Buffer.concat([PNG, Buffer.from('trailing')]),
        type: 'image/png',
      },
      {
        name: 'a script after the JPEG end',
        bytes: Buffer.concat([JPEG_END, Buffer.from('<script>x</script>')]),
        type: 'image/jpeg',
      },
      {
        name: 'a GIF without its trailer',
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
        type: 'image/gif',
      },
      {
        name: 'a WebP shorter than its RIFF size',
        bytes: Buffer.from('RIFF\xff\x00\x00\x00WEBPVP8 ', 'latin1'),
        type: 'image/webp',
      },
      {
        name: 'a PHP tag inside a PNG',
        bytes: Buffer.concat([
          PNG.subarray(0, 33),
          Buffer.from('<?php system($_GET[0]); ?>'),
          PNG.subarray(33),
        ]),
        type: 'image/png',
      },
    ] as const)
    .run(({ assert }, row) => {
      assert.isFalse(isPlainImage(row.bytes, row.type))
    })

  test('knows the accepted types', ({ assert }) => {
    assert.isTrue(isImageType('image/webp'))
    assert.isFalse(isImageType('image/svg+xml'))
    assert.isFalse(isImageType(undefined))
  })
})

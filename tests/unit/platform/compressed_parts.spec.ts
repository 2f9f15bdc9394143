import { test } from '@japa/runner'
import { gunzipSync } from 'node:zlib'
import { deflatePart, gzipOfParts } from '#http/compressed_bytes'

test.group('Gzip answers joined from parts deflated apart (#29)', () => {
  test('inflate to the parts in order, checksum and length verified', ({ assert }) => {
    const texts = ['<html><body>'.repeat(500), '{"own":"Алиса"}', '"shared":[1,2,3]}}', '</html>']
    const parts = texts.map((text, index) =>
      deflatePart(Buffer.from(text), { last: index === texts.length - 1, level: index % 9 })
    )

    assert.equal(gunzipSync(gzipOfParts(parts)).toString(), texts.join(''))
  })

  test('a kept part is reused unchanged between answers', ({ assert }) => {
    const kept = deflatePart(Buffer.from('<header>'.repeat(200)), { last: false, level: 9 })
    const end = deflatePart(Buffer.from('</footer>'), { last: true, level: 9 })

    const answers = ['Alice', 'Bob'].map((name) =>
      gzipOfParts([kept, deflatePart(Buffer.from(name), { last: false, level: 1 }), end])
    )

    assert.equal(gunzipSync(answers[0]).toString(), `${'<header>'.repeat(200)}Alice</footer>`)
    assert.equal(gunzipSync(answers[1]).toString(), `${'<header>'.repeat(200)}Bob</footer>`)
  })
})

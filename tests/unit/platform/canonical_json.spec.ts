import { test } from '@japa/runner'
import { canonicalJson } from '#domain/platform/canonical_json'

test.group('Canonical JSON', () => {
  test('sorts keys at every level and keeps array order', ({ assert }) => {
    assert.equal(
      canonicalJson({ b: 1, a: { d: [2, 1], c: null } }),
      canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 })
    )
    assert.equal(canonicalJson({ b: 1, a: 2 }), '{"a":2,"b":1}')
    assert.notEqual(canonicalJson([1, 2]), canonicalJson([2, 1]))
  })
})

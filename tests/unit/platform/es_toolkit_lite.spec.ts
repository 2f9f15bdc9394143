import { test } from '@japa/runner'
import * as full from 'es-toolkit'
import * as compat from 'es-toolkit/compat'
import * as lite from '../../../inertia/lib/es_toolkit_lite.js'

const when = new Date('2026-11-28T10:00:00Z')
const file = new File(['skin'], 'skin.png', { type: 'image/png' })

/** Values of the kinds page props and forms hold. */
const VALUES: unknown[] = [
  null,
  undefined,
  0,
  Number.NaN,
  '',
  'text',
  true,
  [],
  [1, [2, { three: 3 }]],
  {},
  { a: 1, b: { c: [1, 2, { d: null }] }, e: 'x' },
  { a: 1, b: undefined },
  { a: 1 },
  { when },
  { when: new Date(when.getTime()) },
  { when: new Date(0) },
  {
    items: [
      { name: 'a', tags: ['x'] },
      { name: 'b', tags: [] },
    ],
  },
  {
    items: [
      { name: 'a', tags: ['x'] },
      { name: 'b', tags: ['y'] },
    ],
  },
  Object.assign(Object.create(null), { bare: true }),
]

/** The paths Inertia reads and writes: form fields, errors, partial reloads. */
const PATHS = [
  'a',
  'b.c',
  'b.c[2].d',
  'b.c.0',
  'items.1.name',
  'items[0].tags[0]',
  'items[0]["tags"]',
  "items['0'].name",
  'missing.deep.path',
  '.leading',
  'a..b',
  'dotted.key',
  ['items', '1', 'name'],
  ['b', 'c'],
]

test.group('es-toolkit lite (the client build of Inertia)', () => {
  test('clones as es-toolkit does and keeps files as they are', ({ assert }) => {
    for (const value of VALUES) {
      const copy = lite.cloneDeep(value)
      assert.deepEqual(copy, full.cloneDeep(value))
      if (value !== null && typeof value === 'object') assert.notStrictEqual(copy, value)
    }
    const form = { image: file, name: 'art' }
    assert.strictEqual(lite.cloneDeep(form).image, file)
  })

  test('compares as es-toolkit does', ({ assert }) => {
    for (const [i, a] of VALUES.entries()) {
      for (const [j, b] of VALUES.entries()) {
        assert.equal(lite.isEqual(a, b), full.isEqual(a, b), `values ${i} and ${j}`)
      }
    }
  })

  test('reads paths as es-toolkit/compat does', ({ assert }) => {
    for (const path of PATHS) {
      if (typeof path === 'string') assert.deepEqual(lite.toPath(path), compat.toPath(path), path)
      for (const object of [...VALUES, { 'dotted.key': 1, 'a': { '': { b: 2 } } }]) {
        assert.deepEqual(lite.get(object, path), compat.get(object, path), String(path))
        assert.equal(lite.get(object, path, 'none'), compat.get(object, path, 'none'))
        assert.equal(lite.has(object, path), compat.has(object, path), String(path))
      }
    }
  })

  test('writes paths as es-toolkit/compat does, never into a prototype', ({ assert }) => {
    for (const path of PATHS) {
      const base = () => ({ a: 1, b: { c: [1, 2, { d: null }] }, items: [{ name: 'a' }] })
      assert.deepEqual(lite.set(base(), path, 'new'), compat.set(base(), path, 'new'), String(path))
    }
    lite.set({}, '__proto__.polluted', true)
    lite.set({}, 'constructor.prototype.polluted', true)
    assert.notProperty({}, 'polluted')
  })

  test('escapes HTML as es-toolkit/compat does', ({ assert }) => {
    for (const text of ['<title>"Tom" & \'Jerry\'</title>', '', 'plain', null, undefined, 42]) {
      assert.equal(lite.escape(text), compat.escape(text as string))
    }
  })
})

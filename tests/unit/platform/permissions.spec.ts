import { test } from '@japa/runner'
import { buildPermissionTree, hasPermission } from '#domain/platform/permissions'

test.group('buildPermissionTree', () => {
  test('nests dotted paths into one object', ({ assert }) => {
    assert.deepEqual(
      buildPermissionTree(['web.documents.create', 'web.documents.edit', 'players.bans.edit']),
      {
        web: { documents: { create: true, edit: true } },
        players: { bans: { edit: true } },
      }
    )
  })

  test('lets a prefix replace the deeper paths {order}')
    .with([
      { order: 'after them', paths: ['web.documents.edit', 'web.documents'] },
      { order: 'before them', paths: ['web.documents', 'web.documents.edit'] },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(buildPermissionTree(row.paths), { web: { documents: true } })
    })

  test('skips empty paths', ({ assert }) => {
    assert.deepEqual(buildPermissionTree(['', '.', '...']), {})
  })

  test('accepts any iterable and repeated paths', ({ assert }) => {
    assert.deepEqual(buildPermissionTree(new Set(['web.documents.edit', 'web.documents.edit'])), {
      web: { documents: { edit: true } },
    })
  })

  test('builds an empty tree from no paths', ({ assert }) => {
    assert.deepEqual(buildPermissionTree([]), {})
  })
})

test.group('hasPermission', () => {
  const tree = {
    web: { documents: { create: true } },
    content: true,
  }

  test('answers {expected} for "{path}"')
    .with([
      { path: 'web.documents.create', expected: true },
      { path: 'web.documents.create.draft', expected: true },
      { path: 'content', expected: true },
      { path: 'content.news.edit', expected: true },
      { path: 'web.documents.edit', expected: false },
      { path: 'web.documents', expected: false },
      { path: 'web', expected: false },
      { path: 'players.bans.edit', expected: false },
      { path: '', expected: false },
      { path: '.', expected: false },
      { path: 'web..documents.create', expected: false },
      { path: '.web.documents.create', expected: false },
      { path: 'web.documents.create.', expected: false },
      { path: 'constructor', expected: false },
      { path: '__proto__', expected: false },
      { path: 'web.toString', expected: false },
      { path: 'web.documents.hasOwnProperty', expected: false },
    ])
    .run(({ assert }, row) => {
      assert.strictEqual(hasPermission(tree, row.path), row.expected)
    })

  test('grants only through a literal true leaf', ({ assert }) => {
    assert.isFalse(hasPermission({ web: 'yes' }, 'web'))
    assert.isFalse(hasPermission({ web: 1 }, 'web'))
    assert.isFalse(hasPermission({ web: { edit: false } }, 'web.edit'))
    assert.isFalse(hasPermission({ web: { edit: null } }, 'web.edit'))
  })

  test('denies everything for an empty or malformed tree', ({ assert }) => {
    for (const malformed of [{}, null, undefined, 'web.documents.create', 42, []]) {
      assert.isFalse(hasPermission(malformed, 'web.documents.create'))
    }
  })

  test('agrees with a tree built from the same paths', ({ assert }) => {
    const built = buildPermissionTree(['web.documents.create', 'content'])
    assert.isTrue(hasPermission(built, 'web.documents.create'))
    assert.isTrue(hasPermission(built, 'content.mods.edit'))
    assert.isFalse(hasPermission(built, 'web.documents.edit'))
  })
})

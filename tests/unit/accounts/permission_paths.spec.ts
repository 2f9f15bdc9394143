import { test } from '@japa/runner'
import { parsePermissionPath } from '#domain/accounts/permission_paths'

test.group('Permission paths', () => {
  test('reads {input} as {expected}')
    .with([
      { input: 'web.documents.edit', expected: 'web.documents.edit' },
      { input: '  Web.Documents.Create ', expected: 'web.documents.create' },
      { input: 'web', expected: 'web' },
      { input: 'game.kits-admin.use_all', expected: 'game.kits-admin.use_all' },
      { input: '', expected: null },
      { input: 'web..edit', expected: null },
      { input: '.web', expected: null },
      { input: 'web.documents.', expected: null },
      { input: 'web documents', expected: null },
      { input: 'web.*', expected: null },
      { input: 'web.докум', expected: null },
      { input: `web.${'a'.repeat(200)}`, expected: null },
    ])
    .run(({ assert }, { input, expected }) => {
      assert.equal(parsePermissionPath(input), expected)
    })
})

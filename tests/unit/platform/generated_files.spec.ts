import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: new URL('../../../', import.meta.url), encoding: 'utf8' })

test.group('Generated files', () => {
  test('a file is either tracked or ignored, never both', ({ assert }) => {
    assert.deepEqual(git('ls-files', '--cached', '--ignored', '--exclude-standard').trim(), '')
  })

  test("ignores the dev server's routes.json hand-off, which each boot rewrites", ({ assert }) => {
    assert.equal(git('ls-files', '.adonisjs/server/routes.json').trim(), '')
    assert.include(git('check-ignore', '--no-index', '.adonisjs/server/routes.json'), 'routes.json')
  })
})

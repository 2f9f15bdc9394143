import { test } from '@japa/runner'
import PermissionMiddleware from '#middleware/permission_middleware'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { isolateDatabase } from '#tests/support/database'
import { createContext, runMiddleware } from '#tests/support/http_context'
import type User from '#models/user'
import { pagePath } from '#tests/support/urls'

async function check(user: User | undefined, permission: string) {
  const ctx = await createContext({
    url: pagePath('ru', 'content.documents.edit', { target: 'news', slug: 'wipe-winter-2025' }),
    routeName: 'content.news.edit',
    user,
  })
  return runMiddleware(ctx, (context, next) =>
    new PermissionMiddleware().handle(context, next, permission)
  )
}

async function staffWith(paths: string[]) {
  const user = await UserFactory.create()
  const group = await withPermissions(paths).create()
  await user.related('staffGroups').attach([group.id])
  return user
}

test.group('Permission-guarded routes', (group) => {
  group.each.setup(isolateDatabase)

  test('lets a player with the permission through', async ({ assert }) => {
    const result = await check(await staffWith(['web.documents.edit']), 'web.documents.edit')

    assert.isTrue(result.passed)
  })

  test('lets a prefix grant cover the permission', async ({ assert }) => {
    const result = await check(await staffWith(['web.documents']), 'web.documents.edit')

    assert.isTrue(result.passed)
  })

  test('answers 404 when {case}')
    .with([
      { case: 'a guest asks', paths: null },
      { case: 'a player has no staff group', paths: [] },
      { case: 'the group grants a sibling path', paths: ['web.documents.create'] },
      { case: 'the group grants a deeper path only', paths: ['web.documents.edit.own'] },
    ])
    .run(async ({ assert }, row) => {
      const user = row.paths === null ? undefined : await staffWith(row.paths)

      const error = await check(user, 'web.documents.edit').then(
        () => null,
        (thrown) => thrown
      )

      assert.isNotNull(error, 'the route should not exist for this visitor')
      assert.equal(error.status, 404)
      assert.equal(error.code, 'E_ROUTE_NOT_FOUND')
    })
})

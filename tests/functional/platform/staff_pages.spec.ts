import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { STAFF_PAGES } from '#domain/platform/staff_pages'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

async function memberHeaders(permissions: string[]) {
  const user = await UserFactory.create()
  if (permissions.length > 0) {
    const group = await withPermissions(permissions).create()
    await user.related('staffGroups').attach([group.id])
  }
  return sessionHeaders(await openSession(user))
}

test.group('Staff pages of the player menu', (group) => {
  group.each.setup(isolateDatabase)

  test('{id} opens with {permission} alone and is a 404 without it')
    .with([...STAFF_PAGES])
    .run(async ({ client }, page) => {
      const allowed = await client
        .get(pagePath('en', page.route))
        .headers(await memberHeaders([page.permission]))
      allowed.assertStatus(200)

      const others = STAFF_PAGES.filter((other) => other.permission !== page.permission)
      const refused = await client
        .get(pagePath('en', page.route))
        .headers(await memberHeaders(others.map((other) => other.permission)))
      refused.assertStatus(404)
    })
})

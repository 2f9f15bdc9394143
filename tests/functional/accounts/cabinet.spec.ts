import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet', (group) => {
  group.each.setup(isolateDatabase)

  // spec §2: /cabinet opens cabinet-bonus.
  test('opens the bonus tab, in the language of the path', async ({ client }) => {
    const user = await UserFactory.create()

    for (const lang of ['ru', 'en']) {
      const response = await client.get(`/${lang}/cabinet`).loginAs(user).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', `/${lang}/cabinet/bonus`)
    }
  })

  test('sends a guest to the login page with a return path', async ({ client }) => {
    const response = await client.get(pagePath('ru', 'accounts.cabinet.show')).redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'ru',
        'accounts.sessions.create',
        {},
        { return: pagePath('ru', 'accounts.cabinet.show') }
      )
    )
  })
})

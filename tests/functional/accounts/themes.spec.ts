import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { rawSetCookie, withRawCookies } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'

test.group('Site themes', (group) => {
  group.each.setup(isolateDatabase)

  test("writes the account's theme on <html> in the server render (no flash)", async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ theme: 'sea_wave' }).create()
    const response = await client.get(pagePath('en', 'accounts.themes.edit')).loginAs(user)
    response.assertStatus(200)
    assert.match(response.text(), /<html[^>]+data-theme="sea_wave"[^>]+style="--accent1: #0ea5e9;/)
  })

  test('a guest switches by cookie; a player keeps it on the account', async ({
    client,
    assert,
  }) => {
    const guest = await client
      .put(pagePath('en', 'accounts.themes.update'))
      .form({ theme: 'amber' })
      .withCsrfToken()
      .redirects(0)
    guest.assertStatus(302)
    assert.equal(rawSetCookie(guest, 'theme')?.value, 'amber')
    const page = await withRawCookies(client.get(pagePath('en', 'players.searches.index')), {
      theme: 'amber',
    })
    assert.match(page.text(), /data-theme="amber" style="--accent1: #f59e0b;/)

    const user = await UserFactory.create()
    await client
      .put(pagePath('en', 'accounts.themes.update'))
      .form({ theme: 'emerald' })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    await user.refresh()
    assert.equal(user.theme, 'emerald')
  })

  test('refuses an unknown theme', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .put(pagePath('en', 'accounts.themes.update'))
      .form({ theme: 'neon' })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
  })
})

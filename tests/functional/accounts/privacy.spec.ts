import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import PrivacySetting from '#models/privacy_setting'
import { isolateDatabase } from '#tests/support/database'
import { hide } from '#tests/support/social'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet privacy page', (group) => {
  group.each.setup(isolateDatabase)

  test('shows what the player hides', async ({ client, assert }) => {
    const user = await UserFactory.merge({ nickname: 'Quiet_One' }).create()
    await hide(user, ['friends', 'online'])

    const response = await client
      .get(pagePath('en', 'accounts.privacy.edit'))
      .withInertia()
      .loginAs(user)

    response.assertStatus(200)
    response.assertInertiaComponent('accounts/privacy/edit')
    assert.deepEqual(response.inertiaProps.privacy, {
      statistics: false,
      friends: true,
      roles: false,
      online: true,
    })
    assert.equal(response.inertiaProps.nickname, 'Quiet_One')
  })

  test('sends a guest to the login page', async ({ client, assert }) => {
    const response = await client.get(pagePath('en', 'accounts.privacy.edit')).redirects(0)

    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /\/en\/login/)
  })

  test('saves the parts to hide and shows the others', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await hide(user, ['roles'])

    const response = await client
      .put(pagePath('en', 'accounts.privacy.update'))
      .json({ hidden: ['statistics', 'online'] })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.privacy.edit'))
    response.assertFlashMessage('success', 'accounts.privacy.saved')
    const row = await PrivacySetting.findOrFail(user.id)
    assert.deepInclude(row.$attributes, {
      hideStatistics: true,
      hideFriends: false,
      hideRoles: false,
      hideOnline: true,
    })
  })

  test('puts a refusal under the field: {title}')
    .with([
      { title: 'an unknown part', body: { hidden: ['email'] } },
      { title: 'a part twice', body: { hidden: ['online', 'online'] } },
      { title: 'no list', body: {} },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()

      const response = await client
        .put(pagePath('en', 'accounts.privacy.update'))
        .header('referer', pagePath('en', 'accounts.privacy.edit'))
        .json(row.body)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
      // An element's error is named by its index (`hidden.0`): the page shows any of them.
      assert.isTrue(Object.keys(errors).some((field) => field.startsWith('hidden')))
      assert.isNull(await PrivacySetting.find(user.id))
    })
})

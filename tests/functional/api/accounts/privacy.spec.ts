import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

test.group('API user/privacy', (group) => {
  group.each.setup(isolateDatabase)

  test('answers nothing hidden for a player who never chose', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client
      .get(pathFor('api.accounts.privacy.show'))
      .headers(sessionHeaders(await openSession(user)))

    response.assertStatus(200)
    response.assertBody({
      privacy: { statistics: false, friends: false, roles: false, online: false },
    })
  })

  test('hides the parts named and shows the rest, then reads them back', async ({ client }) => {
    const user = await UserFactory.create()
    const headers = sessionHeaders(await openSession(user))

    const first = await client
      .post(pathFor('api.accounts.privacy.update'))
      .headers(headers)
      .json({ hidden: ['statistics', 'roles'] })
    const second = await client
      .post(pathFor('api.accounts.privacy.update'))
      .headers(headers)
      .json({ hidden: ['friends'] })
    const read = await client.get(pathFor('api.accounts.privacy.show')).headers(headers)

    first.assertStatus(200)
    first.assertBody({ privacy: { statistics: true, friends: false, roles: true, online: false } })
    second.assertBody({
      privacy: { statistics: false, friends: true, roles: false, online: false },
    })
    read.assertBody(second.body())
  })

  test('refuses {title} with a 400 on hidden')
    .with([
      { title: 'an unknown part', body: { hidden: ['email'] }, text: 'Choose one of the offered' },
      { title: 'a repeated part', body: { hidden: ['roles', 'roles'] }, text: 'twice' },
      { title: 'a missing list', body: {}, text: 'Fill in the parts to hide' },
      { title: 'a string', body: { hidden: 'statistics' }, text: 'must be a list' },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()

      const response = await client
        .post(pathFor('api.accounts.privacy.update'))
        .headers(sessionHeaders(await openSession(user)))
        .header('Accept-Language', 'en')
        .json(row.body)

      response.assertStatus(400)
      response.assertBodyContains({ error: 'validation', error_code: 400 })
      assert.include(response.body().error_message, row.text)
      assert.match(response.body().details.type, /^hidden/)
    })

  test('needs a login', async ({ client }) => {
    const read = await client.get(pathFor('api.accounts.privacy.show'))
    const write = await client.post(pathFor('api.accounts.privacy.update')).json({ hidden: [] })

    read.assertStatus(401)
    write.assertStatus(401)
  })
})

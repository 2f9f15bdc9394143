import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { withRawCookies } from '#tests/support/http'
import { pathFor } from '#tests/support/urls'

const player = () => UserFactory.create()

test.group('API user/set-region', (group) => {
  group.each.setup(isolateDatabase)

  test('stores the region on the account and answers it', async ({ client, assert }) => {
    const user = await player()
    const response = await client
      .post(pathFor('api.accounts.regions.update'))
      .json({ region: 'global', fixed: true })
      .loginAs(user)

    response.assertStatus(200)
    response.assertBody({ region: 'global', fixed: true })
    await user.refresh()
    assert.equal(user.region, 'global')
    assert.isTrue(user.regionFixed)
  })

  test('makes the account region win over the region cookie', async ({ client }) => {
    const user = await player()
    const cookieOnly = await withRawCookies(client.get(pathFor('api.platform.main.show')), {
      region: 'global',
    })
    cookieOnly.assertBodyContains({ region: 'global' })

    await client
      .post(pathFor('api.accounts.regions.update'))
      .json({ region: 'russia' })
      .loginAs(user)
    const response = await withRawCookies(client.get(pathFor('api.platform.main.show')), {
      region: 'global',
    }).loginAs(user)
    response.assertBodyContains({ region: 'russia' })
  })

  test('refuses an unknown region with a translated §8 validation error', async ({ client }) => {
    const user = await player()
    const response = await client
      .post(pathFor('api.accounts.regions.update'))
      .header('Accept-Language', 'en')
      .json({ region: 'mars' })
      .loginAs(user)

    response.assertStatus(400)
    response.assertBody({
      error: 'validation',
      error_code: 400,
      error_message: 'Choose one of the offered values for the region',
      details: {
        type: 'region',
        description: 'Choose one of the offered values for the region',
        fields: { region: ['Choose one of the offered values for the region'] },
      },
    })
  })

  test('answers 401 in the §8 shape without a session', async ({ client }) => {
    const response = await client
      .post(pathFor('api.accounts.regions.update'))
      .header('Accept-Language', 'ru')
      .json({ region: 'global' })

    response.assertStatus(401)
    response.assertBody({
      error: 'unauthorized',
      error_code: 401,
      error_message: 'Войдите, чтобы продолжить.',
      details: { type: 'unauthorized', description: 'Войдите, чтобы продолжить.' },
    })
  })
})

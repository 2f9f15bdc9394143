import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

test.group('API GET cabinet', (group) => {
  group.each.setup(isolateDatabase)

  test("answers the cabinet's state: who, look, theme, cover and tabs", async ({
    client,
    assert,
  }) => {
    const skinKey = randomUUID()
    const user = await UserFactory.merge({
      skinKey,
      theme: 'emerald',
      coverGlow: 'amber_orange',
    }).create()
    const response = await client.get(pathFor('api.accounts.cabinet.show')).loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.login, user.nickname)
    assert.deepEqual(body.avatarOrSkin, { id: skinKey, extension: 'png', type: 'SKIN' })
    assert.equal(body.theme, 'emerald')
    assert.deepEqual(body.cover, { glow: 'amber_orange', style: null, art: null })
    assert.includeMembers(body.tabs, ['profile', 'theme', 'cover', 'sessions'])
  })
})

import { test } from '@japa/runner'
import { oauthProviderEnabled, type OauthConfig } from '#config/oauth'
import { OAUTH_PROVIDERS, providerOfApiName, suggestNickname } from '#domain/accounts/oauth'

test.group('Social login rules', () => {
  test('suggests {$self.expected} for {$self.name}')
    .with([
      { name: 'Hana Mori', expected: 'Hana_Mori' },
      { name: 'Кирилл', expected: null },
      { name: 'Kirito!!', expected: 'Kirito' },
      { name: 'A very long display name indeed', expected: 'A_very_long_disp' },
      { name: 'ab', expected: null },
      { name: null, expected: null },
    ])
    .run(({ assert }, { name, expected }) => {
      assert.equal(suggestNickname(name), expected)
    })

  test('names VK ID `vk` in the API (spec §7)', ({ assert }) => {
    assert.equal(providerOfApiName('vk'), 'vkid')
    assert.equal(providerOfApiName('vkid'), 'vkid')
    assert.equal(providerOfApiName('steam'), 'steam')
    assert.isNull(providerOfApiName('github'))
  })
})

test.group('Social login configuration', () => {
  const none = {
    google: { clientId: null, clientSecret: null },
    vkid: { clientId: null },
    yandex: { clientId: null, clientSecret: null },
    steam: { apiKey: null },
  }

  test('hides a provider until its keys are set', ({ assert }) => {
    const config = none as unknown as OauthConfig
    for (const provider of OAUTH_PROVIDERS) assert.isFalse(oauthProviderEnabled(provider, config))

    const partial = { ...none, google: { clientId: 'id', clientSecret: null } }
    assert.isFalse(oauthProviderEnabled('google', partial as unknown as OauthConfig))
    const set = {
      ...none,
      google: { clientId: 'id', clientSecret: 'secret' },
      vkid: { clientId: 'v' },
    }
    assert.isTrue(oauthProviderEnabled('google', set as unknown as OauthConfig))
    assert.isTrue(oauthProviderEnabled('vkid', set as unknown as OauthConfig))
  })
})

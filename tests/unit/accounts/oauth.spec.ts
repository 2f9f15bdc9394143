import { test } from '@japa/runner'
import { providerOfApiName, suggestNickname } from '#domain/accounts/oauth'

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

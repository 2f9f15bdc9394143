import { test } from '@japa/runner'
import {
  botLocale,
  callbackData,
  linkCodeIn,
  linkCommand,
  parseCallbackData,
  twoFactorType,
} from '#domain/accounts/two_factor'

const CODE = 'a9VQGJol3z_UiJpmaUw4_Fdv'
const ID = '67f2d6c7-f9eb-4eff-b235-334524e61258'

test.group('Two-factor rules', () => {
  test('reads the link code from {$self}')
    .with([`/start ${CODE}`, `/start@technomagic_bot ${CODE}`, `2fa ${CODE}`, ` ${CODE} `])
    .run(({ assert }, text) => {
      assert.equal(linkCodeIn(text), CODE)
    })

  test('finds no link code in {$self}')
    .with(['/start', 'hello there', `/start ${CODE} extra`, 'short', 42])
    .run(({ assert }, text) => {
      assert.isNull(linkCodeIn(text))
    })

  test('writes each bot its command and spec §3 type', ({ assert }) => {
    assert.equal(linkCommand('telegram', CODE), `/start ${CODE}`)
    assert.equal(linkCommand('vk', CODE), `2fa ${CODE}`)
    assert.deepEqual(
      [twoFactorType(null), twoFactorType('telegram'), twoFactorType('vk')],
      [0, 1, 2]
    )
  })

  test('round-trips button data within Telegram’s 64 bytes', ({ assert }) => {
    for (const action of ['confirm', 'deny', 'not_me'] as const) {
      const data = callbackData(action, ID)
      assert.isAtMost(Buffer.byteLength(data), 64)
      assert.deepEqual(parseCallbackData(data), { action, id: ID })
    }
    assert.isNull(parseCallbackData(`2fa:x:${ID}`))
    assert.isNull(parseCallbackData('2fa:c:not-an-id'))
  })

  test('answers Telegram users in their client language', ({ assert }) => {
    assert.deepEqual(
      [botLocale('en-GB'), botLocale('ru'), botLocale(undefined)],
      ['en', 'ru', 'ru']
    )
  })
})

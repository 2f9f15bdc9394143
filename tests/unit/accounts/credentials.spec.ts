import { test } from '@japa/runner'
import {
  EMAIL,
  NICKNAME,
  PASSWORD,
  checkNickname,
  checkPassword,
  nicknameKey,
  normalizeEmail,
  parseLogin,
} from '#domain/accounts/credentials'

test.group('Credentials: nickname (game-name rules)', () => {
  test('accepts {value}')
    .with([
      { value: 'Steve' },
      { value: 'abc' },
      { value: 'a_b_c' },
      { value: '___' },
      { value: 'Player_2024' },
      { value: 'x'.repeat(16) },
    ])
    .run(({ assert }, { value }) => {
      assert.isNull(checkNickname(value))
    })

  test('refuses {value} as {problem}')
    .with([
      { value: '', problem: 'too_short' },
      { value: 'ab', problem: 'too_short' },
      { value: 'x'.repeat(17), problem: 'too_long' },
      { value: 'Стив', problem: 'invalid_characters' },
      { value: 'steve!', problem: 'invalid_characters' },
      { value: 'two words', problem: 'invalid_characters' },
      { value: 'mail@host', problem: 'invalid_characters' },
      { value: 'dash-ed', problem: 'invalid_characters' },
      { value: 'ümlaut', problem: 'invalid_characters' },
    ] as const)
    .run(({ assert }, { value, problem }) => {
      assert.equal(checkNickname(value), problem)
    })

  test('keys nicknames ignoring case', ({ assert }) => {
    assert.equal(nicknameKey('StEvE_1'), 'steve_1')
    assert.equal(nicknameKey('steve_1'), nicknameKey('STEVE_1'))
  })

  test('limits nicknames to 3–16 characters', ({ assert }) => {
    assert.equal(NICKNAME.minLength, 3)
    assert.equal(NICKNAME.maxLength, 16)
  })
})

test.group('Credentials: password', () => {
  test('checks a password of {length} characters as {expected}')
    .with([
      { length: 0, expected: 'too_short' },
      { length: PASSWORD.minLength - 1, expected: 'too_short' },
      { length: PASSWORD.minLength, expected: null },
      { length: PASSWORD.maxLength, expected: null },
      { length: PASSWORD.maxLength + 1, expected: 'too_long' },
    ] as const)
    .run(({ assert }, { length, expected }) => {
      assert.equal(checkPassword('p'.repeat(length)), expected)
    })

  test('counts spaces as part of a passphrase', ({ assert }) => {
    assert.isNull(checkPassword('    a b    '))
  })
})

test.group('Credentials: e-mail and login', () => {
  test('normalises {value} to {expected}')
    .with([
      { value: 'Steve@Example.COM', expected: 'steve@example.com' },
      { value: '  steve@example.com ', expected: 'steve@example.com' },
    ])
    .run(({ assert }, { value, expected }) => {
      assert.equal(normalizeEmail(value), expected)
    })

  test('reads the login {login} as {column} = {value}')
    .with([
      { login: 'Steve', column: 'nickname_key', value: 'steve' },
      { login: '  STEVE_2 ', column: 'nickname_key', value: 'steve_2' },
      { login: 'Steve@Example.com', column: 'email', value: 'steve@example.com' },
      { login: ' a@b ', column: 'email', value: 'a@b' },
    ])
    .run(({ assert }, { login, column, value }) => {
      assert.deepEqual(parseLogin(login), { column, value } as ReturnType<typeof parseLogin>)
    })

  test('names no account for {login}')
    .with([
      { login: '' },
      { login: 'ab' },
      { login: 'Стив' },
      { login: 'x'.repeat(17) },
      { login: `${'a'.repeat(EMAIL.maxLength)}@b` },
    ])
    .run(({ assert }, { login }) => {
      assert.isNull(parseLogin(login))
    })
})

/* eslint-disable no-restricted-syntax -- raw paths: return paths are checked as the raw strings a request carries */
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import { safeReturnPath, sameOriginPath } from '#domain/platform/return_path'
import { stripZeroWidth } from '#domain/platform/legacy_redirects'
import { pagePath } from '#tests/support/urls'

const ORIGIN = 'https://technomagic.example'

test.group('safeReturnPath', () => {
  test('keeps the same-origin path {path}')
    .with([
      { path: '/' },
      { path: pagePath('ru', 'platform.home.show') },
      { path: '/ru/cabinet/bonus' },
      { path: pagePath('en', 'economy.store.show', {}, { server: 'hitech', tab: 'roles' }) },
      { path: '/ru/rules#chat' },
      { path: '/en/top/coins/hitech?page=2#me' },
      { path: '/ru/player-search?q=%D0%A1%D1%82%D0%B8%D0%B2' },
    ])
    .run(({ assert }, { path }) => {
      assert.equal(safeReturnPath(path), path)
    })

  test('accepts a path of exactly 2048 characters and refuses a longer one', ({ assert }) => {
    const exact = `/ru/${'a'.repeat(2044)}`
    assert.lengthOf(exact, 2048)
    assert.equal(safeReturnPath(exact), exact)
    assert.isNull(safeReturnPath(`${exact}a`))
  })

  test('refuses {case}')
    .with([
      { case: 'a protocol-relative URL', value: '//evil.example/ru' },
      { case: 'a backslash protocol-relative URL', value: '/\\evil.example' },
      { case: 'a triple slash', value: '///evil.example' },
      { case: 'dot segments collapsing into //host', value: '/ru/../..//evil.example' },
      { case: 'a dot segment before a backslash', value: '/./\\evil.example' },
      { case: 'an absolute http URL', value: 'http://evil.example/ru' },
      { case: 'an absolute https URL', value: 'https://evil.example' },
      { case: 'a scheme without slashes', value: 'https:evil.example' },
      { case: 'a javascript: URL', value: 'javascript:alert(1)' },
      { case: 'an upper-case JAVASCRIPT: URL', value: 'JavaScript:alert(1)' },
      { case: 'a data: URL', value: 'data:text/html,<script>alert(1)</script>' },
      { case: 'a relative path', value: 'ru/store' },
      { case: 'a bare host', value: 'evil.example' },
      { case: 'a leading space', value: ' /ru' },
      { case: 'a tab smuggling a host', value: '/\t/evil.example' },
      { case: 'a newline smuggling a host', value: '/\n/evil.example' },
      { case: 'a header injection', value: '/ru\r\nSet-Cookie: x=1' },
      { case: 'a NUL byte', value: '/ru\u0000' },
      { case: 'a DEL character', value: '/ru\u007f' },
      { case: 'an empty string', value: '' },
      { case: 'a number', value: 42 },
      { case: 'null', value: null },
      { case: 'undefined', value: undefined },
      { case: 'an array', value: [pagePath('ru', 'platform.home.show')] },
      { case: 'an object', value: { path: pagePath('ru', 'platform.home.show') } },
    ])
    .run(({ assert }, row) => {
      assert.isNull(safeReturnPath(row.value))
    })

  test('keeps {case} on this site')
    .with([
      { case: 'an encoded double slash', value: '/%2F%2Fevil.example' },
      { case: 'an encoded backslash', value: '/%5Cevil.example' },
      { case: 'an encoded scheme', value: '/https%3A%2F%2Fevil.example' },
      { case: 'dot segments', value: '/ru/../../store' },
      { case: 'an encoded tab', value: '/%09/evil.example' },
      { case: 'an encoded newline', value: '/ru%0d%0aSet-Cookie:x=1' },
      { case: 'a full-width solidus', value: '/\uFF0F\uFF0Fevil.example' },
    ])
    .run(({ assert }, row) => {
      const result = safeReturnPath(row.value)
      if (result === null) return
      assert.match(result, /^\/(?![/\\])/)
      assert.equal(new URL(result, ORIGIN).origin, ORIGIN)
      assert.notMatch(result, /[\r\n\t]/)
    })
})

/** Every sequence of up to `length` pieces: a small exhaustive stand-in for random inputs. */
function* sequences(pieces: string[], length: number): Generator<string> {
  if (length === 0) return yield ''
  for (const rest of sequences(pieces, length - 1)) {
    yield rest
    for (const piece of pieces) yield `${piece}${rest}`
  }
}

const PIECES = [
  '/',
  '\\',
  '\u200B',
  '\uFEFF',
  '\t',
  '\n',
  '.',
  '..',
  '%2F',
  '%5C',
  'https:',
  'evil.example',
  '@',
]

function assertOnSite(assert: Assert, path: string, input: string) {
  assert.match(path, /^\/(?![/\\])/, `from ${JSON.stringify(input)}`)
  assert.equal(new URL(path, ORIGIN).origin, ORIGIN, `from ${JSON.stringify(input)}`)
}

test.group('sameOriginPath', () => {
  test('turns {value} into {path}')
    .with([
      { value: '//evil.example', path: '/evil.example' },
      { value: '/\\evil.example/ru', path: '/evil.example/ru' },
      { value: '\\\\evil.example', path: '/evil.example' },
      { value: '/\t/evil.example', path: '/evil.example' },
      { value: '/ru/../..//evil.example', path: '/evil.example' },
      { value: 'https://evil.example/ru', path: '/' },
      { value: 'javascript:alert(1)', path: '/' },
      { value: '/ru/store?tab=roles#top', path: '/ru/store?tab=roles#top' },
      { value: '/%2F%2Fevil.example', path: '/%2F%2Fevil.example' },
    ])
    .run(({ assert }, row) => {
      assert.equal(sameOriginPath(row.value), row.path)
    })

  test('keeps every combination of separators, zero-width and control characters on this site', ({
    assert,
  }) => {
    for (const input of sequences(PIECES, 4)) {
      assertOnSite(assert, sameOriginPath(input), input)
      assertOnSite(assert, sameOriginPath(encodeURI(stripZeroWidth(input))), input)
      const kept = safeReturnPath(`/${input}`)
      if (kept !== null) assertOnSite(assert, kept, input)
    }
  })
})

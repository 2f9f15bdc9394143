/* eslint-disable no-restricted-syntax -- raw paths: legacy and malformed paths are the subject */
import { test } from '@japa/runner'
import {
  FIXED_REDIRECTS,
  POST_NEWS_SLUGS,
  fixedRedirectTarget,
  hasZeroWidth,
  isReferralCode,
  legacyServerSlug,
  postNewsSlug,
  sourceAliasKey,
  stripZeroWidth,
} from '#domain/platform/legacy_redirects'
import { localizedPath } from '#domain/platform/locales'
import { pagePath } from '#tests/support/urls'

const FIXED_ROWS = Object.entries(FIXED_REDIRECTS).map(([path, target]) => ({
  path,
  route: target.route,
  target,
}))

test.group('Fixed legacy paths', () => {
  test('maps {path} to {route}, with or without a trailing slash')
    .with(FIXED_ROWS)
    .run(({ assert }, row) => {
      assert.deepEqual(fixedRedirectTarget(row.path), row.target)
      assert.deepEqual(fixedRedirectTarget(`${row.path}/`), row.target)
      assert.deepEqual(fixedRedirectTarget(`${row.path}//`), row.target)
    })

  test('has no target for {path}')
    .with([
      { path: '/' },
      { path: '/store' },
      { path: '/settings/other' },
      { path: '/donate/extra' },
      { path: '/constructor' },
      { path: '/__proto__' },
      { path: '/toString' },
    ])
    .run(({ assert }, row) => {
      assert.isNull(fixedRedirectTarget(row.path))
    })

  test('prefixes {target} with the language as {expected}')
    .with([
      { target: '/', expected: pagePath('en', 'platform.home.show') },
      { target: '/store', expected: pagePath('en', 'economy.store.show') },
      { target: '/cabinet/2fa', expected: pagePath('en', 'accounts.two_factor_settings.edit') },
      { target: '/?open-modal=transfer-coins', expected: '/en?open-modal=transfer-coins' },
    ])
    .run(({ assert }, row) => {
      assert.equal(localizedPath('en', row.target), row.expected)
    })
})

test.group('Old blog posts', () => {
  test('maps post {number} to {slug}')
    .with(Object.entries(POST_NEWS_SLUGS).map(([number, slug]) => ({ number, slug })))
    .run(({ assert }, row) => {
      assert.equal(postNewsSlug(row.number), row.slug)
    })

  test('has seven posts, numbered 1 to 7', ({ assert }) => {
    assert.sameMembers(Object.keys(POST_NEWS_SLUGS), ['1', '2', '3', '4', '5', '6', '7'])
  })

  test('knows no post {number}')
    .with([
      { number: '0' },
      { number: '8' },
      { number: '01' },
      { number: '1.0' },
      { number: '' },
      { number: 'constructor' },
    ])
    .run(({ assert }, row) => {
      assert.isNull(postNewsSlug(row.number))
    })
})

test.group('Campaign aliases', () => {
  test('stores alias {alias} as {key}')
    .with([
      { alias: 'youtube', key: 'youtube' },
      { alias: 'YouTube', key: 'youtube' },
      { alias: 'Spring_Fest-2', key: 'spring_fest-2' },
    ])
    .run(({ assert }, row) => {
      assert.equal(sourceAliasKey(row.alias), row.key)
    })

  test('knows no alias {alias}')
    .with([{ alias: '' }, { alias: 'a b' }, { alias: 'a.b' }, { alias: 'x'.repeat(65) }])
    .run(({ assert }, row) => {
      assert.isNull(sourceAliasKey(row.alias))
    })
})

test.group('Old server names', () => {
  test('turns {name} into {slug}')
    .with([
      { name: 'techno_magic', slug: 'techno-magic-rpg' },
      { name: 'techno-magic', slug: 'techno-magic-rpg' },
      { name: 'TECHNO_MAGIC', slug: 'techno-magic-rpg' },
      { name: ' techno_magic ', slug: 'techno-magic-rpg' },
      { name: 'techno_magic_rpg', slug: 'techno-magic-rpg' },
      { name: 'techno_magic_sky', slug: 'techno-magic-sky' },
      { name: 'magic_rpg', slug: 'magic-rpg' },
      { name: 'hi_tech', slug: 'hi-tech' },
      { name: 'hitech', slug: 'hitech' },
    ])
    .run(({ assert }, row) => {
      assert.equal(legacyServerSlug(row.name), row.slug)
    })
})

test.group('Zero-width characters', () => {
  test('finds and strips U+{code}')
    .with([
      { code: '200B' },
      { code: '200C' },
      { code: '200D' },
      { code: '2060' },
      { code: 'FEFF' },
    ])
    .run(({ assert }, row) => {
      const char = String.fromCodePoint(Number.parseInt(row.code, 16))
      const path = `/ru${char}/store${char}`
      assert.isTrue(hasZeroWidth(path))
      assert.equal(stripZeroWidth(path), pagePath('ru', 'economy.store.show'))
    })

  test('answers the same on repeated checks', ({ assert }) => {
    assert.isTrue(hasZeroWidth('/ru\u200B'))
    assert.isTrue(hasZeroWidth('/ru\u200B'))
    assert.isTrue(hasZeroWidth('/en\u200B'))
  })

  test('leaves ordinary paths alone', ({ assert }) => {
    for (const path of [
      pagePath('ru', 'economy.store.show'),
      '/ru/новости',
      '/en?x=1 2',
      '/ru/\u200A',
    ]) {
      assert.isFalse(hasZeroWidth(path), path)
      assert.equal(stripZeroWidth(path), path)
    }
  })
})

test.group('Referral codes', () => {
  test('accepts {code} as {expected}')
    .with([
      { code: 'youtube', expected: true },
      { code: 'Steve_2024', expected: true },
      { code: 'a-b_c-9', expected: true },
      { code: 'x', expected: true },
      { code: 'x'.repeat(64), expected: true },
      { code: 'x'.repeat(65), expected: false },
      { code: '', expected: false },
      { code: 'a b', expected: false },
      { code: 'a.b', expected: false },
      { code: 'a/b', expected: false },
      { code: '../admin', expected: false },
      { code: '<script>', expected: false },
      { code: 'код', expected: false },
      { code: 'abc\n', expected: false },
    ])
    .run(({ assert }, row) => {
      assert.strictEqual(isReferralCode(row.code), row.expected)
    })
})

/* eslint-disable no-restricted-syntax -- raw paths: the locale is read from and swapped in raw paths */
import { test } from '@japa/runner'
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localeOfPath,
  resolveLocale,
  switchPathLocale,
} from '#domain/platform/locales'
import { pagePath, pathFor } from '#tests/support/urls'

test.group('Locales', () => {
  test('loads Russian and English, Russian first', ({ assert }) => {
    assert.deepEqual([...LOCALES], ['ru', 'en'])
    assert.equal(DEFAULT_LOCALE, 'ru')
  })

  test('knows {value} is {expected}')
    .with([
      { value: 'ru', expected: true },
      { value: 'en', expected: true },
      { value: 'uk', expected: false },
      { value: 'EN', expected: false },
      { value: '', expected: false },
      { value: null, expected: false },
      { value: ['en'], expected: false },
    ])
    .run(({ assert }, row) => {
      assert.strictEqual(isLocale(row.value), row.expected)
    })

  test('reads the locale prefix of {path} as {expected}')
    .with([
      { path: pagePath('en', 'content.news.index'), expected: 'en' },
      { path: pagePath('ru', 'platform.home.show'), expected: 'ru' },
      { path: '/ru/', expected: 'ru' },
      { path: pagePath('en', 'platform.home.show', {}, { tab: '1' }), expected: 'en' },
      { path: '/en#top', expected: 'en' },
      { path: '/english', expected: null },
      { path: '/russia/ru', expected: null },
      { path: '/RU', expected: null },
      { path: '/', expected: null },
      { path: '', expected: null },
      { path: '/xx/anything', expected: null },
    ])
    .run(({ assert }, row) => {
      assert.strictEqual(localeOfPath(row.path), row.expected)
    })
})

test.group('resolveLocale', () => {
  test('resolves {expected} from path {path}, cookie {cookie}, Accept-Language {accept}')
    .with([
      { path: pagePath('en', 'economy.store.show'), cookie: 'ru', accept: 'ru', expected: 'en' },
      { path: pagePath('ru', 'platform.home.show'), cookie: 'en', accept: 'en', expected: 'ru' },
      { path: '/', cookie: 'en', accept: 'ru', expected: 'en' },
      { path: '/donate', cookie: 'ru', accept: 'en', expected: 'ru' },
      { path: '/', cookie: null, accept: 'en', expected: 'en' },
      { path: '/', cookie: 'de', accept: 'en', expected: 'en' },
      { path: '/', cookie: '', accept: null, expected: 'ru' },
      { path: '/', cookie: null, accept: null, expected: 'ru' },
      { path: '/xx/anything', cookie: null, accept: null, expected: 'ru' },
      { path: pathFor('api.platform.main.show'), cookie: 'en', accept: 'ru', expected: 'en' },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(
        resolveLocale({ path: row.path, cookie: row.cookie, acceptLanguage: row.accept }),
        row.expected
      )
    })
})

test.group('switchPathLocale', () => {
  test('switches {path} to {expected}')
    .with([
      {
        path: pagePath('ru', 'economy.store.show'),
        locale: 'en',
        expected: pagePath('en', 'economy.store.show'),
      },
      {
        path: pagePath('en', 'content.servers.show', { slug: 'hitech' }),
        locale: 'ru',
        expected: pagePath('ru', 'content.servers.show', { slug: 'hitech' }),
      },
      {
        path: pagePath('ru', 'platform.home.show'),
        locale: 'en',
        expected: pagePath('en', 'platform.home.show'),
      },
      { path: '/ru/', locale: 'en', expected: '/en/' },
      {
        path: pagePath('en', 'economy.store.show'),
        locale: 'en',
        expected: pagePath('en', 'economy.store.show'),
      },
      { path: '/', locale: 'en', expected: pagePath('en', 'platform.home.show') },
      { path: '', locale: 'ru', expected: pagePath('ru', 'platform.home.show') },
      { path: '/store', locale: 'en', expected: pagePath('en', 'economy.store.show') },
      { path: '/russia', locale: 'en', expected: '/en/russia' },
      {
        path: pagePath('ru', 'economy.store.show', {}, { tab: 'roles' }),
        locale: 'en',
        expected: pagePath('en', 'economy.store.show', {}, { tab: 'roles' }),
      },
      {
        path: '/ru?open-modal=transfer-coins',
        locale: 'en',
        expected: '/en?open-modal=transfer-coins',
      },
      { path: '/en#faq', locale: 'ru', expected: '/ru#faq' },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(switchPathLocale(row.path, row.locale), row.expected)
    })
})

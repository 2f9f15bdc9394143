import { test } from '@japa/runner'
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localeOfPath,
  resolveLocale,
  switchPathLocale,
} from '#domain/platform/locales'

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
      { path: '/en/news', expected: 'en' },
      { path: '/ru', expected: 'ru' },
      { path: '/ru/', expected: 'ru' },
      { path: '/en?tab=1', expected: 'en' },
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
      { path: '/en/store', cookie: 'ru', accept: 'ru', expected: 'en' },
      { path: '/ru', cookie: 'en', accept: 'en', expected: 'ru' },
      { path: '/', cookie: 'en', accept: 'ru', expected: 'en' },
      { path: '/donate', cookie: 'ru', accept: 'en', expected: 'ru' },
      { path: '/', cookie: null, accept: 'en', expected: 'en' },
      { path: '/', cookie: 'de', accept: 'en', expected: 'en' },
      { path: '/', cookie: '', accept: null, expected: 'ru' },
      { path: '/', cookie: null, accept: null, expected: 'ru' },
      { path: '/xx/anything', cookie: null, accept: null, expected: 'ru' },
      { path: '/api/v1/main', cookie: 'en', accept: 'ru', expected: 'en' },
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
      { path: '/ru/store', locale: 'en', expected: '/en/store' },
      { path: '/en/servers/hitech', locale: 'ru', expected: '/ru/servers/hitech' },
      { path: '/ru', locale: 'en', expected: '/en' },
      { path: '/ru/', locale: 'en', expected: '/en/' },
      { path: '/en/store', locale: 'en', expected: '/en/store' },
      { path: '/', locale: 'en', expected: '/en' },
      { path: '', locale: 'ru', expected: '/ru' },
      { path: '/store', locale: 'en', expected: '/en/store' },
      { path: '/russia', locale: 'en', expected: '/en/russia' },
      { path: '/ru/store?tab=roles', locale: 'en', expected: '/en/store?tab=roles' },
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

import { test } from '@japa/runner'
import {
  documentLanguage,
  documentListRoute,
  documentRoute,
  lastPage,
  launcherPlayLink,
  slugify,
} from '#domain/content/documents'

test.group('Documents: language shown', () => {
  test('shows {locale} from ru={ru} en={en} as {language} (fallback {fallback})')
    .with([
      { locale: 'ru', ru: 'Т', en: 'T', language: 'ru', fallback: false },
      { locale: 'en', ru: 'Т', en: 'T', language: 'en', fallback: false },
      { locale: 'en', ru: 'Т', en: null, language: 'ru', fallback: true },
      { locale: 'ru', ru: null, en: 'T', language: 'en', fallback: true },
      { locale: 'ru', ru: null, en: null, language: 'ru', fallback: false },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(documentLanguage({ ru: row.ru, en: row.en }, row.locale), {
        language: row.language,
        fallback: row.fallback,
      })
    })
})

test.group('Documents: slugs and routes', () => {
  test('slugifies "{title}" as "{slug}"')
    .with([
      { title: 'Winter Wipe 2026!', slug: 'winter-wipe-2026' },
      { title: 'Зимний вайп 2025', slug: 'zimniy-vayp-2025' },
      { title: "Tinkers' Construct", slug: 'tinkers-construct' },
      { title: '  --Crème brûlée--  ', slug: 'creme-brulee' },
      { title: '!!!', slug: '' },
    ])
    .run(({ assert }, row) => {
      assert.equal(slugify(row.title), row.slug)
    })

  test('never makes a slug longer than 96 characters or ending in a hyphen', ({ assert }) => {
    const slug = slugify(`${'a'.repeat(95)} b`)
    assert.isAtMost(slug.length, 96)
    assert.notMatch(slug, /-$/)
  })

  test('names the reading page and the list of each target', ({ assert }) => {
    assert.deepEqual(documentRoute('news', 'x'), {
      route: 'content.news.show',
      params: { slug: 'x' },
    })
    assert.deepEqual(documentRoute('servers', 'hitech'), {
      route: 'content.servers.show',
      params: { slug: 'hitech' },
    })
    assert.deepEqual(documentRoute('pages', 'rules'), { route: 'content.rules.show', params: {} })
    assert.deepEqual(documentRoute('pages', 'privacy'), {
      route: 'content.privacy.show',
      params: {},
    })
    assert.deepEqual(documentRoute('pages', 'public-offer'), {
      route: 'content.offer.show',
      params: {},
    })
    assert.equal(documentListRoute('mods'), 'content.mods.index')
    assert.equal(documentListRoute('servers'), 'network.servers.index')
  })

  test('builds the launcher deep link and the page count', ({ assert }) => {
    assert.equal(launcherPlayLink('techno-magic-rpg'), 'technomagic://play/techno-magic-rpg')
    assert.equal(launcherPlayLink('a b'), 'technomagic://play/a%20b')
    assert.equal(lastPage(0, 12), 1)
    assert.equal(lastPage(12, 12), 1)
    assert.equal(lastPage(13, 12), 2)
  })
})

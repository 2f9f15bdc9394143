import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { DocumentFactory } from '#database/factories/document_factory'
import DocumentSlug from '#models/document_slug'
import { isolateDatabase } from '#tests/support/database'
import { staffWith } from '#tests/support/content'
import { POST_NEWS_SLUGS } from '#domain/platform/legacy_redirects'
import { pagePath, pathFor } from '#tests/support/urls'

test.group('News pages', (group) => {
  group.each.setup(isolateDatabase)

  test('lists published news newest first with page meta', async ({ client, assert }) => {
    const older = await DocumentFactory.merge({
      publishedAt: DateTime.utc().minus({ days: 2 }),
    }).create()
    const newer = await DocumentFactory.create()
    await DocumentFactory.apply('draft').create()

    const response = await client.get(pagePath('en', 'content.news.index')).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('content/news/index')
    const documents = response.inertiaProps.documents as { id: number }[]
    assert.deepEqual(
      documents.map((document) => document.id),
      [newer.id, older.id]
    )
    assert.deepEqual(response.inertiaProps.meta, { page: 1, perPage: 12, total: 2 })
  })

  test('refuses a page number that is not a number', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'content.news.index', {}, { page: 'abc' }))
      .redirects(0)
    response.assertStatus(302)
  })

  test('shows a post with its title, description and Open Graph tags', async ({
    client,
    assert,
  }) => {
    const document = await DocumentFactory.merge({
      coverUrl: '/uploads/documents/k/c.webp',
    }).create()

    const response = await client.get(pagePath('en', 'content.news.show', { slug: document.slug }))

    response.assertStatus(200)
    const html = response.text()
    assert.include(html, `<title data-inertia="">${document.titleEn} — TechnoMagic</title>`)
    assert.include(
      html,
      `<meta name="description" content="${document.summaryEn}" data-inertia="description">`
    )
    assert.include(
      html,
      `<meta property="og:title" content="${document.titleEn}" data-inertia="og:title">`
    )
    assert.include(
      html,
      'property="og:image" content="http://localhost:3333/uploads/documents/k/c.webp"'
    )
    assert.include(html, document.bodyEn!)
    assert.lengthOf(html.match(/name="description"/g) ?? [], 1)
  })

  test('shows the Russian text to an English reader with the fallback flag', async ({ client }) => {
    const document = await DocumentFactory.apply('russianOnly').create()
    const response = await client
      .get(pagePath('en', 'content.news.show', { slug: document.slug }))
      .withInertia()
    response.assertInertiaPropsContains({
      document: { title: document.titleRu, language: 'ru', fallback: true },
    })
  })

  test('redirects an old slug permanently to the current one', async ({ client }) => {
    const document = await DocumentFactory.merge({ slug: 'new-slug' }).create()
    await DocumentSlug.create({ target: 'news', slug: 'old-slug', documentId: document.id })
    const response = await client
      .get(pagePath('ru', 'content.news.show', { slug: 'old-slug' }))
      .redirects(0)
    response.assertStatus(301)
    response.assertHeader('location', pagePath('ru', 'content.news.show', { slug: 'new-slug' }))
  })

  test('hides a draft from players and previews it to editors with the stats', async ({
    client,
  }) => {
    const draft = await DocumentFactory.apply('draft').create()
    const player = await staffWith([])
    const hidden = await client
      .get(pagePath('ru', 'content.news.show', { slug: draft.slug }))
      .loginAs(player)
    hidden.assertStatus(404)

    const editor = await staffWith(['web.documents.edit'])
    const preview = await client
      .get(pagePath('ru', 'content.news.show', { slug: draft.slug }))
      .withInertia()
      .loginAs(editor)
    preview.assertStatus(200)
    preview.assertInertiaPropsContains({ document: { draft: true }, stats: { views: 0 } })
  })

  test('lands /post/{number} on the real wipe news page', async ({ client }) => {
    const document = await DocumentFactory.merge({ slug: POST_NEWS_SLUGS['7'] }).create()
    const response = await client.get('/post/7')
    response.assertStatus(200)
    response.assertTextIncludes(`<title data-inertia="">${document.titleRu} — TechnoMagic</title>`)
  })

  test('shows the newest three news on the home page', async ({ client, assert }) => {
    const posts = await DocumentFactory.createMany(4)
    const response = await client.get(pagePath('en', 'platform.home.show')).withInertia()
    const latest = response.inertiaProps.latestNews as { id: number }[]
    // Same publication time: the later id is the newer post.
    assert.deepEqual(
      latest.map((post) => post.id),
      [posts[3].id, posts[2].id, posts[1].id]
    )
  })
})

test.group('News pages: cached for guests', (group) => {
  group.each.setup(isolateDatabase)

  test('a guest sees a post published by staff at once, not a cached list', async ({
    client,
    assert,
  }) => {
    const { randomUUID } = await import('node:crypto')
    const { staffHeaders, newsBody, EDITOR } = await import('#tests/support/content')
    // The HTML a guest gets is kept as bytes for 30 s (page cache).
    const before = await client.get(pagePath('en', 'content.news.index'))
    assert.notInclude(before.text(), 'Fresh')

    const { headers } = await staffHeaders(EDITOR)
    await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody({ titleEn: 'Fresh' }))

    const after = await client.get(pagePath('en', 'content.news.index'))
    after.assertTextIncludes('Fresh')
  })
})

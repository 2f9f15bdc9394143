import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import Document from '#models/document'
import { DocumentFactory } from '#database/factories/document_factory'
import { isolateDatabase } from '#tests/support/database'
import { EDITOR, newsBody, staffWith } from '#tests/support/content'
import { pagePath } from '#tests/support/urls'

test.group('Document editors: permissions', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a guest to the login page', async ({ client }) => {
    const response = await client
      .get(pagePath('ru', 'content.documents.create', { target: 'news' }))
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'ru',
        'accounts.sessions.create',
        {},
        { return: pagePath('ru', 'content.documents.create', { target: 'news' }) }
      )
    )
  })

  test('answers 404 to "{who}" on the editors it may not open')
    .with([
      { who: 'a player', paths: [], create: 404, edit: 404 },
      { who: 'staff with create only', paths: ['web.documents.create'], create: 200, edit: 404 },
      { who: 'staff with edit only', paths: ['web.documents.edit'], create: 404, edit: 200 },
      { who: 'staff with both', paths: EDITOR, create: 200, edit: 200 },
    ])
    .run(async ({ client }, row) => {
      const user = await staffWith(row.paths)
      const document = await DocumentFactory.create()
      const create = await client
        .get(pagePath('en', 'content.documents.create', { target: 'mods' }))
        .loginAs(user)
      create.assertStatus(row.create)
      const edit = await client
        .get(pagePath('en', 'content.documents.edit', { target: 'news', slug: document.slug }))
        .loginAs(user)
      edit.assertStatus(row.edit)
    })

  test('opens the create editor with fresh keys and the edit editor with both languages', async ({
    client,
    assert,
  }) => {
    const user = await staffWith(EDITOR)
    const create = await client
      .get(pagePath('en', 'content.documents.create', { target: 'servers' }))
      .withInertia()
      .loginAs(user)
    create.assertInertiaComponent('content/documents/create')
    create.assertInertiaPropsContains({ target: 'servers' })
    assert.match(create.inertiaProps.idempotencyKey as string, /^[0-9a-f-]{36}$/)

    const draft = await DocumentFactory.apply('draft').create()
    const edit = await client
      .get(pagePath('en', 'content.documents.edit', { target: 'news', slug: draft.slug }))
      .withInertia()
      .loginAs(user)
    edit.assertInertiaComponent('content/documents/edit')
    edit.assertInertiaPropsContains({
      document: {
        id: draft.id,
        titleRu: draft.titleRu,
        titleEn: draft.titleEn,
        bodyRu: draft.bodyRu,
      },
    })
    assert.notEqual(edit.inertiaProps.idempotencyKey, edit.inertiaProps.deleteKey)
  })
})

test.group('Document editors: saving', (group) => {
  group.each.setup(isolateDatabase)

  test('publishes a new post and opens it with a notice; a replay saves nothing twice', async ({
    client,
    assert,
  }) => {
    const user = await staffWith(EDITOR)
    const key = randomUUID()
    const body = newsBody({ slug: 'fresh-post', idempotencyKey: key })
    const send = () =>
      client
        .post(pagePath('en', 'content.documents.store'))
        .loginAs(user)
        .json(body)
        .withCsrfToken()
        .redirects(0)

    const response = await send()
    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'content.news.show', { slug: 'fresh-post' }))
    response.assertFlashMessage('success', 'content.documents.created')
    const replay = await send()
    replay.assertHeader('location', pagePath('en', 'content.news.show', { slug: 'fresh-post' }))
    assert.lengthOf(await Document.all(), 1)
  })

  test('puts a validation error back on the form', async ({ client, assert }) => {
    const user = await staffWith(EDITOR)
    const response = await client
      .post(pagePath('en', 'content.documents.store'))
      .loginAs(user)
      .json(newsBody({ slug: 'Not a slug', idempotencyKey: randomUUID() }))
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(response.flashMessage('inputErrorsBag').slug, [
      'The address has an invalid format',
    ])
  })

  test('saves a draft, then publishes it; the rules page keeps its address', async ({
    client,
    assert,
  }) => {
    const user = await staffWith(EDITOR)
    const draft = await DocumentFactory.apply('draft').create()
    const publish = await client
      .put(pagePath('en', 'content.documents.update', { id: draft.id }))
      .loginAs(user)
      .json({ titleRu: 'Готово', titleEn: 'Done', draft: false, idempotencyKey: randomUUID() })
      .withCsrfToken()
      .redirects(0)
    publish.assertHeader('location', pagePath('en', 'content.news.show', { slug: draft.slug }))
    await draft.refresh()
    assert.isFalse(draft.draft)
    assert.isNotNull(draft.publishedAt)

    const rules = await DocumentFactory.merge({ target: 'pages', slug: 'rules' }).create()
    const saved = await client
      .put(pagePath('ru', 'content.documents.update', { id: rules.id }))
      .loginAs(user)
      .json({ slug: 'renamed', titleRu: 'Правила', idempotencyKey: randomUUID() })
      .withCsrfToken()
      .redirects(0)
    saved.assertHeader('location', pagePath('ru', 'content.rules.show'))
    await rules.refresh()
    assert.equal(rules.slug, 'rules')
  })

  test('deletes a post after the confirmation and goes to the list', async ({ client, assert }) => {
    const user = await staffWith(EDITOR)
    const document = await DocumentFactory.create()
    const response = await client
      .delete(pagePath('en', 'content.documents.destroy', { id: document.id }))
      .loginAs(user)
      .header('Idempotency-Key', randomUUID())
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', pagePath('en', 'content.news.index'))
    response.assertFlashMessage('success', 'content.documents.deleted')
    assert.isNull(await Document.find(document.id))
  })

  test('refuses to delete the rules', async ({ client, assert }) => {
    const user = await staffWith(EDITOR)
    const rules = await DocumentFactory.merge({ target: 'pages', slug: 'rules' }).create()
    await client
      .delete(pagePath('en', 'content.documents.destroy', { id: rules.id }))
      .loginAs(user)
      .header('Idempotency-Key', randomUUID())
      .withCsrfToken()
      .redirects(0)
    assert.isNotNull(await Document.find(rules.id))
  })
})

test.group('Likes on document pages', (group) => {
  group.each.setup(isolateDatabase)

  test('toggles the like and returns to the document; the count survives a reload', async ({
    client,
  }) => {
    const user = await staffWith([])
    const document = await DocumentFactory.create()
    const like = await client
      .post(pagePath('ru', 'content.likes.store', { id: document.id }))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    like.assertHeader('location', pagePath('ru', 'content.news.show', { slug: document.slug }))
    const page = await client
      .get(pagePath('ru', 'content.news.show', { slug: document.slug }))
      .withInertia()
      .loginAs(user)
    page.assertInertiaPropsContains({ document: { likes: 1 }, liked: true })
  })
})

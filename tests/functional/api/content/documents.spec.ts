import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import Document from '#models/document'
import DocumentSlug from '#models/document_slug'
import { DocumentFactory } from '#database/factories/document_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { EDITOR, newsBody, staffHeaders } from '#tests/support/content'
import { onePooledConnection } from '#tests/support/one_connection'
import { pathFor } from '#tests/support/urls'

test.group('API document/new, edit, delete: permissions', (group) => {
  group.each.setup(isolateDatabase)

  test('answers 401 to a guest and 404 to a player without the permission', async ({ client }) => {
    const guest = await client
      .post(pathFor('api.content.documents.store'))
      .header('Idempotency-Key', randomUUID())
      .json(newsBody())
    guest.assertStatus(401)

    const { headers } = await staffHeaders([])
    for (const path of [
      pathFor('api.content.documents.store'),
      pathFor('api.content.documents.update'),
      pathFor('api.content.documents.destroy'),
    ]) {
      const response = await client
        .post(path)
        .headers(headers)
        .header('Idempotency-Key', randomUUID())
        .json(newsBody())
      response.assertStatus(404)
    }
  })

  test('lets staff with create only create, but not edit or delete', async ({ client, assert }) => {
    const { headers } = await staffHeaders(['web.documents.create'])
    const existing = await DocumentFactory.create()

    const created = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody())
    created.assertStatus(200)
    const edit = await client
      .post(pathFor('api.content.documents.update'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ id: existing.id, titleRu: 'Другое' })
    edit.assertStatus(404)
    const remove = await client
      .post(pathFor('api.content.documents.destroy'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ id: existing.id })
    remove.assertStatus(404)
    assert.isNotNull(await Document.find(existing.id))
  })

  test('lets staff with edit only edit and delete, but not create', async ({ client, assert }) => {
    const { headers } = await staffHeaders(['web.documents.edit'])
    const existing = await DocumentFactory.create()

    const created = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody())
    created.assertStatus(404)
    const edit = await client
      .post(pathFor('api.content.documents.update'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ id: existing.id, titleRu: 'Исправлено', titleEn: 'Fixed' })
    edit.assertStatus(200)
    await existing.refresh()
    assert.equal(existing.titleRu, 'Исправлено')
    const remove = await client
      .post(pathFor('api.content.documents.destroy'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ id: existing.id })
    remove.assertStatus(200)
    remove.assertBodyContains({ id: existing.id, deleted: true })
    assert.isNull(await Document.find(existing.id))
  })
})

test.group('API document/new', (group) => {
  group.each.setup(isolateDatabase)

  test('creates a news post and answers its id, target and slug', async ({ client, assert }) => {
    const { user, headers } = await staffHeaders(EDITOR)
    const body = newsBody({ slug: 'wipe-test', tags: ['ignored'] })

    const response = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(body)

    response.assertStatus(200)
    const document = await Document.findOrFail(response.body().id)
    response.assertBody({ id: document.id, target: 'news', slug: 'wipe-test' })
    assert.equal(document.authorId, user.id)
    assert.equal(document.key, body.key)
    assert.equal(document.colorScheme, 'blue')
    assert.isFalse(document.draft)
    assert.isNotNull(document.publishedAt)
  })

  test('makes the slug from the English title when none is given', async ({ client }) => {
    const { headers } = await staffHeaders(EDITOR)
    const response = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody({ slug: undefined, titleEn: 'Winter Wipe 2026!' }))
    response.assertBodyContains({ slug: 'winter-wipe-2026' })
  })

  test('refuses a slug taken in the target with 409 at the slug', async ({ client }) => {
    const { headers } = await staffHeaders(EDITOR)
    await DocumentFactory.merge({ slug: 'taken' }).create()
    const response = await client
      .post(pathFor('api.content.documents.store'))
      .header('Accept-Language', 'en')
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody({ slug: 'taken' }))
    response.assertStatus(409)
    response.assertBody({
      error: 'slug',
      error_code: 1601,
      error_message: 'Another document here already has this address',
      details: { type: 'slug', description: 'Another document here already has this address' },
    })
  })

  test('refuses "{title}" with a translated validation error')
    .with([
      {
        title: 'no title in either language',
        body: { titleRu: null, titleEn: null },
        field: 'titleRu',
      },
      { title: 'a slug with spaces', body: { slug: 'not a slug' }, field: 'slug' },
      { title: 'an unknown colour', body: { colorScheme: 'pink' }, field: 'colorScheme' },
      {
        title: 'a javascript: link',
        body: { links: [{ title: 'x', url: 'javascript:alert(1)' }] },
        field: 'links.0.url',
      },
      { title: 'an unknown target', body: { target: 'pages' }, field: 'target' },
    ])
    .run(async ({ client, assert }, row) => {
      const { headers } = await staffHeaders(EDITOR)
      const response = await client
        .post(pathFor('api.content.documents.store'))
        .header('Accept-Language', 'en')
        .headers(headers)
        .header('Idempotency-Key', randomUUID())
        .json(newsBody(row.body))
      response.assertStatus(400)
      assert.equal(response.body().details.type, row.field)
      assert.equal(
        await Document.query()
          .count('* as total')
          .first()
          .then((r) => Number(r!.$extras.total)),
        0
      )
    })

  test('refuses a change without an idempotency key', async ({ client }) => {
    const { headers } = await staffHeaders(EDITOR)
    const response = await client
      .post(pathFor('api.content.documents.store'))
      .header('Accept-Language', 'en')
      .headers(headers)
      .json(newsBody())
    response.assertStatus(400)
    response.assertBodyContains({ details: { type: 'idempotencyKey' } })
  })

  test('refuses a server page for a server the network does not have', async ({ client }) => {
    const { headers } = await staffHeaders(EDITOR)
    const response = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody({ target: 'servers', serverName: 'no-such-server' }))
    response.assertStatus(400)
    response.assertBodyContains({ error_code: 1602, details: { type: 'serverName' } })
  })

  test('stores "{name}" as harmless HTML')
    .with([
      { name: 'a script tag', html: '<p>Hi<script>alert(1)</script></p>' },
      {
        name: 'an onerror handler',
        html: '<img src="x" onerror="alert(1)"><p onclick="alert(1)">a</p>',
      },
      { name: 'a javascript: link', html: '<a href="javascript:alert(1)">x</a>' },
      {
        name: 'an entity-encoded javascript: link',
        html: '<a href="&#106;avascript:alert(1)">x</a>',
      },
      { name: 'a tab-split javascript: link', html: '<a href="jav&#x09;ascript:alert(1)">x</a>' },
      {
        name: 'an SVG with a script',
        html: '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>',
      },
      {
        name: 'a data: image',
        html: '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
      },
      { name: 'a nested tag trick', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
      {
        name: 'a style with an expression',
        html: '<p style="background:url(javascript:alert(1))">a</p><style>*{}</style>',
      },
      {
        name: 'an iframe to another site',
        html: '<iframe src="https://evil.example/embed/x"></iframe>',
      },
      {
        name: 'a mutation XSS',
        html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const { headers } = await staffHeaders(EDITOR)
      const response = await client
        .post(pathFor('api.content.documents.store'))
        .headers(headers)
        .header('Idempotency-Key', randomUUID())
        .json(newsBody({ bodyRu: row.html, bodyEn: row.html }))
      response.assertStatus(200)
      const document = await Document.findOrFail(response.body().id)
      for (const body of [document.bodyRu ?? '', document.bodyEn ?? '']) {
        assert.notMatch(
          body,
          /<script|<svg|<style|<iframe[^>]*evil|onerror|onload|onclick|javascript:|data:|style=/i
        )
      }
    })

  test('keeps structure, own images and YouTube videos through the no-cookie player', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const html =
      '<h2>Title</h2><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>' +
      '<img src="/uploads/documents/k/i.webp" alt="pic"><a href="https://example.com">ext</a>' +
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>'
    const response = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody({ bodyEn: html }))
    const document = await Document.findOrFail(response.body().id)
    assert.include(document.bodyEn, '<h2>Title</h2><ul><li>one</li></ul>')
    assert.include(document.bodyEn, '<img src="/uploads/documents/k/i.webp" alt="pic" />')
    assert.include(
      document.bodyEn,
      'href="https://example.com" target="_blank" rel="noopener noreferrer nofollow"'
    )
    assert.include(document.bodyEn, 'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"')
  })
})

test.group('API document/new, edit, delete: idempotency', (group) => {
  group.each.setup(isolateDatabase)

  test('a replay of a create answers the first result and creates nothing', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const key = randomUUID()
    const body = newsBody()
    const first = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', key)
      .json(body)
    const replay = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', key)
      .json(body)

    replay.assertStatus(200)
    assert.deepEqual(replay.body(), first.body())
    assert.lengthOf(await Document.all(), 1)
  })

  test('the same key with another body is a 409 and changes nothing', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const key = randomUUID()
    await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', key)
      .json(newsBody())
    const other = await client
      .post(pathFor('api.content.documents.store'))
      .header('Accept-Language', 'en')
      .headers(headers)
      .header('Idempotency-Key', key)
      .json(newsBody({ titleEn: 'Something else' }))
    other.assertStatus(409)
    other.assertBodyContains({ error_code: 1002, details: { type: 'idempotency_key' } })
    assert.lengthOf(await Document.all(), 1)
  })

  test('a replay of an edit changes nothing twice; of a delete answers the first result', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const document = await DocumentFactory.merge({ slug: 'first' }).create()
    const editKey = randomUUID()
    const edit = { id: document.id, slug: 'second', titleRu: 'Т', titleEn: 'T' }
    await client
      .post(pathFor('api.content.documents.update'))
      .headers(headers)
      .header('Idempotency-Key', editKey)
      .json(edit)
    await client
      .post(pathFor('api.content.documents.update'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ ...edit, slug: 'third' })
    const replay = await client
      .post(pathFor('api.content.documents.update'))
      .headers(headers)
      .header('Idempotency-Key', editKey)
      .json(edit)
    replay.assertBody({ id: document.id, target: 'news', slug: 'second' })
    await document.refresh()
    assert.equal(document.slug, 'third')

    const deleteKey = randomUUID()
    const first = await client
      .post(pathFor('api.content.documents.destroy'))
      .headers(headers)
      .header('Idempotency-Key', deleteKey)
      .json({ id: document.id })
    const again = await client
      .post(pathFor('api.content.documents.destroy'))
      .headers(headers)
      .header('Idempotency-Key', deleteKey)
      .json({ id: document.id })
    again.assertStatus(200)
    assert.deepEqual(again.body(), first.body())
  })

  test('an edit without titles keeps them; one clearing both is refused', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const document = await DocumentFactory.merge({ titleRu: 'Снег', titleEn: 'Snow' }).create()
    const edit = (body: Record<string, unknown>) =>
      client
        .post(pathFor('api.content.documents.update'))
        .headers(headers)
        .header('Accept-Language', 'en')
        .header('Idempotency-Key', randomUUID())
        .json({ id: document.id, ...body })

    const renamed = await edit({ slug: 'first-snow' })
    const cleared = await edit({ titleRu: null, titleEn: '' })

    renamed.assertStatus(200)
    cleared.assertStatus(400)
    cleared.assertBodyContains({
      error_code: 2201,
      error_message: 'A document needs a title in at least one language',
    })
    await document.refresh()
    assert.deepEqual(
      [document.slug, document.titleRu, document.titleEn],
      ['first-snow', 'Снег', 'Snow']
    )
  })

  test('renaming keeps the old slugs finding the document', async ({ client, assert }) => {
    const { headers } = await staffHeaders(EDITOR)
    const document = await DocumentFactory.merge({ slug: 'old-name' }).create()
    await client
      .post(pathFor('api.content.documents.update'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ id: document.id, slug: 'new-name', titleRu: 'Т' })

    assert.isNotNull(await DocumentSlug.findBy('slug', 'old-name'))
    const response = await client
      .get(pathFor('api.content.documents.show'))
      .qs({ target: 'news', id: 'old-name' })
    response.assertStatus(200)
    response.assertBodyContains({ document: { id: document.id, slug: 'new-name' } })
  })
})

test.group('API document/new, edit, delete: concurrent replays', (group) => {
  // The replays commit for real and race each other, so the database is truncated around them.
  group.each.setup(freshDatabase)

  test('10 concurrent replays of a create make one document and all answer it', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const key = randomUUID()
    const body = newsBody()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client
          .post(pathFor('api.content.documents.store'))
          .headers(headers)
          .header('Idempotency-Key', key)
          .json(body)
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.deepEqual(statuses, Array(10).fill(200), `statuses: ${statuses}`)
    const documents = await Document.all()
    assert.lengthOf(documents, 1)
    for (const response of responses) {
      assert.deepEqual(response.body(), { id: documents[0].id, target: 'news', slug: body.slug })
    }
  })

  test('10 concurrent replays of an edit and of a delete each apply once', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const document = await DocumentFactory.merge({ slug: 'race' }).create()
    const editKey = randomUUID()
    const edits = await Promise.all(
      Array.from({ length: 10 }, () =>
        client
          .post(pathFor('api.content.documents.update'))
          .headers(headers)
          .header('Idempotency-Key', editKey)
          .json({ id: document.id, slug: 'race-renamed', titleRu: 'Т' })
      )
    )
    assert.deepEqual(
      edits.map((response) => response.status()),
      Array(10).fill(200)
    )
    // One rename, so exactly one former slug.
    assert.lengthOf(await DocumentSlug.query().where('document_id', document.id), 1)

    const deleteKey = randomUUID()
    const deletes = await Promise.all(
      Array.from({ length: 10 }, () =>
        client
          .post(pathFor('api.content.documents.destroy'))
          .headers(headers)
          .header('Idempotency-Key', deleteKey)
          .json({ id: document.id })
      )
    )
    assert.deepEqual(
      deletes.map((response) => response.status()),
      Array(10).fill(200)
    )
    assert.isNull(await Document.find(document.id))
  })
})

test.group('API documents and document', (group) => {
  group.each.setup(isolateDatabase)

  test('lists the published documents of a target newest first, in pages', async ({
    client,
    assert,
  }) => {
    const { DateTime } = await import('luxon')
    const older = await DocumentFactory.merge({
      publishedAt: DateTime.utc().minus({ days: 3 }),
    }).create()
    const newer = await DocumentFactory.merge({
      publishedAt: DateTime.utc().minus({ days: 1 }),
    }).create()
    await DocumentFactory.apply('draft').create()
    await DocumentFactory.merge({ publishedAt: DateTime.utc().plus({ days: 1 }) }).create()
    await DocumentFactory.apply('mod').create()

    const response = await client
      .get(pathFor('api.content.documents.index'))
      .qs({ target: 'news', perPage: 1 })

    response.assertStatus(200)
    assert.deepEqual(response.body().meta, { page: 1, perPage: 1, total: 2 })
    assert.equal(response.body().data[0].id, newer.id)
    const second = await client
      .get(pathFor('api.content.documents.index'))
      .qs({ target: 'news', perPage: 1, page: 2 })
    assert.equal(second.body().data[0].id, older.id)
  })

  test('filters mods by tag and by server', async ({ client, assert }) => {
    const { ServerFactory } = await import('#database/factories/server_factory')
    const server = await ServerFactory.merge({ slug: 'hitech' }).create()
    const tagged = await DocumentFactory.apply('mod').create()
    await tagged.related('tags').create({ tag: 'magic' })
    const installed = await DocumentFactory.apply('mod').create()
    await installed.related('servers').create({ serverSlug: server.slug })

    const byTag = await client
      .get(pathFor('api.content.documents.index'))
      .qs({ target: 'mods', tag: 'magic' })
    assert.deepEqual(
      byTag.body().data.map((row: { id: number }) => row.id),
      [tagged.id]
    )
    assert.deepEqual(byTag.body().data[0].tags, ['magic'])
    const byServer = await client
      .get(pathFor('api.content.documents.index'))
      .qs({ target: 'mods', server: 'hitech' })
    assert.deepEqual(
      byServer.body().data.map((row: { id: number }) => row.id),
      [installed.id]
    )
  })

  test('answers a document in the asked language, falling back with a flag', async ({ client }) => {
    const document = await DocumentFactory.apply('russianOnly').create()
    const response = await client
      .get(pathFor('api.content.documents.show'))
      .header('Accept-Language', 'en')
      .qs({ target: 'news', id: document.slug })
    response.assertStatus(200)
    response.assertBodyContains({
      document: {
        id: document.id,
        title: document.titleRu,
        language: 'ru',
        fallback: true,
        body: document.bodyRu,
      },
      liked: false,
      stats: null,
    })
  })

  test('hides a draft from readers (404) and shows it with stats to editors', async ({
    client,
  }) => {
    const draft = await DocumentFactory.apply('draft').create()
    const hidden = await client
      .get(pathFor('api.content.documents.show'))
      .qs({ target: 'news', id: draft.slug })
    hidden.assertStatus(404)

    const { headers } = await staffHeaders(['web.documents.edit'])
    const shown = await client
      .get(pathFor('api.content.documents.show'))
      .headers(headers)
      .qs({ target: 'news', id: draft.slug })
    shown.assertStatus(200)
    shown.assertBodyContains({
      document: { draft: true },
      stats: { views: 0, readSeconds: 0, averageReadSeconds: 0, likes: 0 },
    })
  })
})

test.group('API document/new: scheduling', (group) => {
  group.each.setup(isolateDatabase)

  test('keeps a post with a later publication time hidden until then', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    // Whole seconds: timestamps are stored to the second.
    const later = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000).toISOString()
    const response = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody({ slug: 'scheduled', publishedAt: later }))
    response.assertStatus(200)
    const document = await Document.findByOrFail('slug', 'scheduled')
    assert.equal(document.publishedAt?.toUTC().toISO(), later)
    const hidden = await client
      .get(pathFor('api.content.documents.show'))
      .qs({ target: 'news', id: 'scheduled' })
    hidden.assertStatus(404)
  })
})

test.group('API document/new on a pool of one connection', (group) => {
  group.setup(() => onePooledConnection())
  group.each.setup(freshDatabase)

  test('refuses an unknown server at once instead of waiting for a connection', async ({
    client,
    assert,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const started = Date.now()
    for (const serverName of ['nope', 'hi-tech']) {
      const response = await client
        .post(pathFor('api.content.documents.store'))
        .headers(headers)
        .header('Idempotency-Key', randomUUID())
        .json(newsBody({ target: 'servers', serverName }))
      response.assertStatus(400)
      response.assertBodyContains({ error_code: 1602, details: { type: 'serverName' } })
    }
    assert.isBelow(Date.now() - started, 2000)
    assert.lengthOf(await Document.all(), 0)
  })
})

test.group('API document/new: stored URLs without dot segments', (group) => {
  group.each.setup(isolateDatabase)

  test('drops an image whose path climbs with {$self}')
    .with(['%2e%2e', '.%2E', '..', '%2E%2e%2fx'])
    .run(async ({ client, assert }, climb) => {
      const { headers } = await staffHeaders(EDITOR)
      const response = await client
        .post(pathFor('api.content.documents.store'))
        .headers(headers)
        .header('Idempotency-Key', randomUUID())
        .json(newsBody({ bodyEn: `<p>x</p><img src="/uploads/documents/${climb}/${climb}/x">` }))

      response.assertStatus(200)
      const document = await Document.findOrFail(response.body().id)
      assert.notInclude(document.bodyEn ?? '', '<img')
    })

  test('refuses a cover whose path climbs out of the uploads', async ({ client }) => {
    const { headers } = await staffHeaders(EDITOR)
    for (const cover of ['/uploads/documents/../../x.webp', '/uploads/documents/%2e%2e/x.webp']) {
      const response = await client
        .post(pathFor('api.content.documents.store'))
        .headers(headers)
        .header('Idempotency-Key', randomUUID())
        .json(newsBody({ coverUrl: cover }))
      response.assertStatus(400)
      response.assertBodyContains({ details: { type: 'coverUrl' } })
    }
  })
})

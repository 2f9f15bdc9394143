import { test } from '@japa/runner'
import { DocumentFactory } from '#database/factories/document_factory'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

test.group('API document/stopwatch', (group) => {
  group.each.setup(isolateDatabase)

  test('adds a view and the seconds read; a later beacon of the visit adds time only', async ({
    client,
    assert,
  }) => {
    const document = await DocumentFactory.create()
    const first = await client
      .post(pathFor('api.content.stopwatches.store'))
      .json({ id: document.id, seconds: 42, view: true })
    first.assertStatus(204)
    await client
      .post(pathFor('api.content.stopwatches.store'))
      .json({ id: document.id, seconds: 8, view: false })
    await document.refresh()
    assert.equal(document.views, 1)
    assert.equal(document.readSeconds, 50)
  })

  test('caps a beacon at 30 minutes and answers 404 for a draft', async ({ client, assert }) => {
    const document = await DocumentFactory.create()
    await client
      .post(pathFor('api.content.stopwatches.store'))
      .json({ id: document.id, seconds: 999_999 })
    await document.refresh()
    assert.equal(document.readSeconds, 1800)

    const draft = await DocumentFactory.apply('draft').create()
    const response = await client
      .post(pathFor('api.content.stopwatches.store'))
      .json({ id: draft.id, seconds: 5 })
    response.assertStatus(404)
  })

  test('refuses a negative time with a validation error', async ({ client }) => {
    const document = await DocumentFactory.create()
    const response = await client
      .post(pathFor('api.content.stopwatches.store'))
      .header('Accept-Language', 'en')
      .json({ id: document.id, seconds: -5 })
    response.assertStatus(400)
    response.assertBodyContains({ details: { type: 'seconds' } })
  })
})

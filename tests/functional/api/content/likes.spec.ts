import { test } from '@japa/runner'
import { DocumentFactory } from '#database/factories/document_factory'
import { isolateDatabase } from '#tests/support/database'
import { staffHeaders } from '#tests/support/content'
import { pathFor } from '#tests/support/urls'

test.group('API document/like', (group) => {
  group.each.setup(isolateDatabase)

  test('toggles the player like: one per player, the count follows', async ({ client }) => {
    const document = await DocumentFactory.create()
    const first = await staffHeaders([])
    const second = await staffHeaders([])
    const like = (headers: Record<string, string>) =>
      client.post(pathFor('api.content.likes.store')).headers(headers).json({ id: document.id })

    const liked = await like(first.headers)
    liked.assertBody({ liked: true, likes: 1 })
    const both = await like(second.headers)
    both.assertBody({ liked: true, likes: 2 })
    const takenBack = await like(first.headers)
    takenBack.assertBody({ liked: false, likes: 1 })

    const read = await client
      .get(pathFor('api.content.documents.show'))
      .headers(second.headers)
      .qs({ target: 'news', id: document.slug })
    read.assertBodyContains({ document: { likes: 1 }, liked: true })
  })

  test('answers 401 to a guest and 404 for a draft', async ({ client }) => {
    const document = await DocumentFactory.create()
    const guest = await client.post(pathFor('api.content.likes.store')).json({ id: document.id })
    guest.assertStatus(401)

    const draft = await DocumentFactory.apply('draft').create()
    const { headers } = await staffHeaders([])
    const response = await client
      .post(pathFor('api.content.likes.store'))
      .headers(headers)
      .json({ id: draft.id })
    response.assertStatus(404)
  })
})

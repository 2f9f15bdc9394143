import { test } from '@japa/runner'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { Container } from '@adonisjs/core/container'
import { apiSerializer } from '#http/api_serializer'

class NameTransformer extends BaseTransformer<{ name: string; secret: string }> {
  toObject() {
    return { name: this.resource.name }
  }
}

const rows = [
  { name: 'Steve', secret: 'x' },
  { name: 'Alex', secret: 'y' },
]

const lucidMeta = {
  total: 42,
  perPage: 2,
  currentPage: 3,
  lastPage: 21,
  firstPage: 1,
  firstPageUrl: '/?page=1',
  lastPageUrl: '/?page=21',
  nextPageUrl: '/?page=4',
  previousPageUrl: '/?page=2',
}

test.group('API serializer (docs/api.md)', () => {
  test('answers a list page as {data, meta: {page, perPage, total}}', async ({ assert }) => {
    const body = await apiSerializer.toJson(
      NameTransformer.paginate(rows, lucidMeta),
      new Container().createResolver()
    )
    assert.deepEqual(body, {
      data: [{ name: 'Steve' }, { name: 'Alex' }],
      meta: { page: 3, perPage: 2, total: 42 },
    })
  })

  test('answers objects unwrapped, resolving transformers inside them', async ({ assert }) => {
    const body = await apiSerializer.toJson(
      { first: NameTransformer.transform(rows[0]), count: 2 },
      new Container().createResolver()
    )
    assert.deepEqual(body, { first: { name: 'Steve' }, count: 2 })
  })

  test('refuses to paginate without a Lucid paginator', async ({ assert }) => {
    await assert.rejects(() =>
      apiSerializer.toJson(
        NameTransformer.paginate(rows, { total: 2 }),
        new Container().createResolver()
      )
    )
  })
})

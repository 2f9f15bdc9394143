import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { installTransformsWithoutStack } from '#http/transforms_without_stack'

class PairTransformer extends BaseTransformer<{ a: number; b?: { c: number } }> {
  constructor(
    resource: { a: number; b?: { c: number } },
    private label: string
  ) {
    super(resource)
  }

  toObject() {
    return { a: this.resource.a, label: this.label, b: this.whenLoaded(this.resource.b) }
  }
}

const serialize = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_, entry) => (entry === undefined ? null : entry)))

test.group('Transformers without a stack trace', () => {
  test('answer what the library answers: items, collections, null, optional', async ({
    assert,
  }) => {
    type Resolvable = { resolve: (...args: unknown[]) => Promise<unknown> }
    const resolve = async (value: unknown) => {
      if (!value || typeof value !== 'object' || !('resolve' in value)) return value
      const resolved = await (value as Resolvable).resolve(app.container.createResolver(), 0)
      return serialize(resolved)
    }
    const cases = () => [
      PairTransformer.transform({ a: 1, b: { c: 2 } }, 'x'),
      PairTransformer.transform([{ a: 1 }, { a: 3 }], 'y'),
      PairTransformer.transform(null, 'z'),
    ]
    const before = await Promise.all(cases().map(resolve))
    installTransformsWithoutStack()
    const after = await Promise.all(cases().map(resolve))
    assert.deepEqual(after, before)
    assert.isNull(after[2])
  })

  test('still says an undefined resource is undefined', ({ assert }) => {
    installTransformsWithoutStack()
    const item = PairTransformer.transform(undefined as never, 'x')
    assert.throws(
      () => (item as unknown as { resolve: (...args: unknown[]) => unknown }).resolve(),
      /Cannot transform undefined value/
    )
  })
})

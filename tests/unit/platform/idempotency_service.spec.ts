import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import IdempotencyService from '#services/platform/idempotency_service'
import IdempotencyConflictException from '#exceptions/idempotency_conflict_exception'
import IdempotencyKey from '#models/idempotency_key'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'

const idempotency = new IdempotencyService()

test.group('IdempotencyService', (group) => {
  group.each.setup(isolateDatabase)

  test('a key is one player’s: another player with the same key makes their own change', async ({
    assert,
  }) => {
    const [first, second] = await UserFactory.createMany(2)
    const key = randomUUID()
    const run = (userId: number) =>
      idempotency.run({ key, scope: 'store.buy', userId, payload: { slug: 'vip' } }, async () => ({
        by: userId,
      }))

    assert.deepEqual(await run(first.id), { by: first.id })
    assert.deepEqual(await run(second.id), { by: second.id })
    assert.deepEqual(await run(first.id), { by: first.id })
    assert.lengthOf(await IdempotencyKey.query().where('key', key), 2)
  })

  test('a key is one route’s: the same player may use it on another scope', async ({ assert }) => {
    const player = await UserFactory.create()
    const key = randomUUID()
    let changes = 0
    for (const scope of ['store.buy', 'store.move']) {
      await idempotency.run({ key, scope, userId: player.id, payload: { id: 1 } }, async () => {
        changes++
        return scope
      })
    }
    assert.equal(changes, 2)
  })

  test('the same player, scope and key with another body is a conflict', async ({ assert }) => {
    const player = await UserFactory.create()
    const key = randomUUID()
    const request = { key, scope: 'store.buy', userId: player.id }
    await idempotency.run({ ...request, payload: { slug: 'vip' } }, async () => 1)

    await assert.rejects(
      () => idempotency.run({ ...request, payload: { slug: 'premium' } }, async () => 2),
      IdempotencyConflictException
    )
  })
})

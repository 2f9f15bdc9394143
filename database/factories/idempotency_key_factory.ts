import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import IdempotencyKey from '#models/idempotency_key'

/** A used idempotency key; merge `userId`. */
export const IdempotencyKeyFactory = factory
  .define(IdempotencyKey, () => ({
    key: randomUUID(),
    scope: 'document.new',
    requestHash: '0'.repeat(64),
    result: null,
  }))
  .build()

import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import IdempotencyKey from '#models/idempotency_key'
import IdempotencyConflictException from '#exceptions/idempotency_conflict_exception'
import { uniqueViolation } from '#data/database_errors'
import { canonicalJson } from '#domain/platform/canonical_json'

export type IdempotentRequest = {
  /** The client's UUID (`Idempotency-Key`). */
  key: string
  /** What the key changes, e.g. `document.new`: keys of one scope and player are one namespace. */
  scope: string
  userId: number
  /** The validated body: a replay must send the same one. */
  payload: unknown
}

/**
 * Changes made at most once per idempotency key (design api.md,
 * architecture "Data rules"): the key row is written first, in the same
 * transaction as the change and its result, so a replay — even one racing
 * the first request — changes nothing and answers the first result.
 */
export default class IdempotencyService {
  /**
   * Runs `change` in a transaction unless the key was used; answers its
   * (JSON-safe) result, or the stored one on a replay. Throws
   * IdempotencyConflictException when the player used the key on this scope
   * with another body; other players' and other scopes' keys never collide.
   * A change that throws leaves the key unused.
   */
  async run<T>(
    request: IdempotentRequest,
    change: (trx: TransactionClientContract) => Promise<T>
  ): Promise<T> {
    const requestHash = createHash('sha256')
      .update(canonicalJson([request.scope, request.payload]))
      .digest('hex')
    try {
      return await db.transaction(async (trx) => {
        // The unique (player, scope, key) makes a concurrent replay wait here, then fail as a duplicate.
        const row = await IdempotencyKey.create(
          {
            key: request.key,
            scope: request.scope,
            userId: request.userId,
            requestHash,
            result: null,
          },
          { client: trx }
        )
        const result = await change(trx)
        row.result = result
        await row.save()
        return result
      })
    } catch (error) {
      if (uniqueViolation(error) === null) throw error
      const first = await IdempotencyKey.query()
        .where('user_id', request.userId)
        .where('scope', request.scope)
        .where('key', request.key)
        .first()
      if (!first) throw error
      if (first.requestHash !== requestHash) throw new IdempotencyConflictException()
      return first.result as T
    }
  }
}

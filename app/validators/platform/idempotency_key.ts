import vine from '@vinejs/vine'

/**
 * The `Idempotency-Key` of a change (design api.md): a UUID when sent. Anything else is a 400
 * at `idempotencyKey` before it reaches a column it may not fit (issue #23).
 */
export const idempotencyKeyValidator = vine.create({
  idempotencyKey: vine.string().uuid().nullable().optional(),
})

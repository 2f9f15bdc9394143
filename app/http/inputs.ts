/*
| What a page and its API twin hand the same service, built once (style §2:
| only the reply differs).
*/
import type { HttpContext } from '@adonisjs/core/http'
import type { VineValidator } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { checkedIdempotencyKey, idempotencyKeyOf } from '#http/request'

/**
 * Validates the body with the request's Idempotency-Key (the header, or a
 * native form's field) and values from the route, for a validator that
 * checks the key itself (documents, unbans).
 */
export function validateWithKey<Schema extends SchemaTypes>(
  ctx: HttpContext,
  validator: VineValidator<Schema, Record<string, any> | undefined>,
  fromRoute: Record<string, unknown> = {}
): Promise<Infer<Schema>> {
  return ctx.request.validateUsing(validator, {
    data: { ...ctx.request.all(), ...fromRoute, idempotencyKey: idempotencyKeyOf(ctx) },
  })
}

/**
 * A paid action (a store purchase, a role move): the validated body, the
 * buyer, the language its delivery labels are written in, and the
 * Idempotency-Key as text (null when none was sent).
 */
export async function paidInput<Schema extends SchemaTypes>(
  ctx: HttpContext,
  validator: VineValidator<Schema, Record<string, any> | undefined>
) {
  const idempotencyKey = await checkedIdempotencyKey(ctx)
  const input = await ctx.request.validateUsing(validator)
  return {
    ...input,
    user: ctx.auth.getUserOrFail(),
    idempotencyKey,
    locale: ctx.i18n.locale,
  }
}

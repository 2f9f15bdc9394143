import vine from '@vinejs/vine'

/**
 * An unban purchase (spec §7 `POST ban/unban`): the ban, by the id the auth
 * state's `managers.ban.id` gives, and the client's idempotency key (the
 * `Idempotency-Key` header, or a native form's field), a UUID when sent.
 */
export const createUnbanValidator = vine.create({
  banId: vine.number().withoutDecimals().positive().max(Number.MAX_SAFE_INTEGER),
  idempotencyKey: vine.string().uuid().nullable().optional(),
})

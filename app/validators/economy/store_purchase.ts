import vine from '@vinejs/vine'
import { PURCHASE_MODES, ROLE_PERIODS } from '#domain/economy/store'

/**
 * A purchase (spec §2 buy-role modal, §7 `POST store/buy`): a role or an
 * ability by slug on a server (required: 'Select server'), the role's
 * period (a month by default) and, when it is already active, extend or stack.
 */
export const createStorePurchaseValidator = vine.create({
  type: vine.enum(['role', 'ability'] as const),
  slug: vine.string().trim().minLength(1).maxLength(32),
  server: vine.string().trim().minLength(1).maxLength(64),
  period: vine.enum(ROLE_PERIODS).optional(),
  mode: vine.enum(PURCHASE_MODES).optional(),
})

/** `GET store/roles?server=` and `GET store/role/features?server=`: one server, or all. */
export const storeServerQueryValidator = vine.create({
  server: vine.string().trim().maxLength(64).optional(),
})

import DomainException, { refusalOptions } from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

export type PurchaseRefusal =
  'period_unavailable' | 'role_active' | 'role_forever' | 'role_not_active' | 'ability_owned'

const REFUSALS = {
  period_unavailable: { status: 400, code: ERROR_CODES.storePeriodUnavailable, field: 'period' },
  role_active: { status: 409, code: ERROR_CODES.storeRoleActive, field: 'mode' },
  role_forever: { status: 409, code: ERROR_CODES.storeRoleForever, field: 'mode' },
  role_not_active: { status: 409, code: ERROR_CODES.storeRoleNotActive, field: 'mode' },
  ability_owned: { status: 409, code: ERROR_CODES.storeAbilityOwned, field: 'slug' },
} as const

/** spec §8 'Failed to purchase a role' with the reason; nothing is charged. */
export default class StorePurchaseRefusedException extends DomainException {
  constructor(reason: PurchaseRefusal, details: Record<string, unknown> = {}) {
    super(`economy.store.errors.${reason}`, refusalOptions(REFUSALS[reason], reason, details))
  }
}

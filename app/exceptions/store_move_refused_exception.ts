import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

export type MoveRefusal =
  'expired' | 'same_server' | 'not_sold' | 'target_active' | 'forever_costlier'

const REFUSALS = {
  expired: { status: 409, code: ERROR_CODES.storeMoveExpired, field: 'grantId' },
  same_server: { status: 400, code: ERROR_CODES.storeMoveSameServer, field: 'server' },
  not_sold: { status: 400, code: ERROR_CODES.storeMoveNotSold, field: 'server' },
  target_active: { status: 409, code: ERROR_CODES.storeMoveTargetActive, field: 'server' },
  forever_costlier: { status: 400, code: ERROR_CODES.storeMoveForeverCostlier, field: 'server' },
} as const

/** A role that cannot go to the chosen server; nothing changes, the reason is in the message. */
export default class StoreMoveRefusedException extends DomainException {
  constructor(reason: MoveRefusal, details: Record<string, unknown> = {}) {
    const refusal = REFUSALS[reason]
    super(`economy.cabinet_roles.errors.${reason}`, {
      status: refusal.status,
      errorCode: refusal.code,
      type: reason,
      field: refusal.field,
      details,
    })
  }
}

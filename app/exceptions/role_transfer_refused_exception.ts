import DomainException, { refusalOptions } from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

export type RoleTransferRefusal =
  'expired' | 'same_server' | 'not_sold' | 'target_active' | 'forever_costlier'

const REFUSALS = {
  expired: { status: 409, code: ERROR_CODES.roleTransferExpired, field: 'grantId' },
  same_server: { status: 400, code: ERROR_CODES.roleTransferSameServer, field: 'server' },
  not_sold: { status: 400, code: ERROR_CODES.roleTransferNotSold, field: 'server' },
  target_active: { status: 409, code: ERROR_CODES.roleTransferTargetActive, field: 'server' },
  forever_costlier: { status: 400, code: ERROR_CODES.roleTransferForeverCostlier, field: 'server' },
} as const

/** A role that cannot go to the chosen server; nothing changes, the reason is in the message. */
export default class RoleTransferRefusedException extends DomainException {
  constructor(reason: RoleTransferRefusal, details: Record<string, unknown> = {}) {
    super(
      `economy.role_transfers.errors.${reason}`,
      refusalOptions(REFUSALS[reason], reason, details)
    )
  }
}

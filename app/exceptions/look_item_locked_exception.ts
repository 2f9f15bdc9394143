import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The cover art needs an active role the player does not hold: 403, naming the role. */
export default class LookItemLockedException extends DomainException {
  constructor(role: string) {
    super('accounts.covers.locked', {
      status: 403,
      errorCode: ERROR_CODES.lookItemLocked,
      type: 'role',
      data: { role },
    })
  }
}

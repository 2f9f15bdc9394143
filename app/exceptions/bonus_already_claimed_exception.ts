import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Today's bonus is claimed already; the next one comes at `nextAt`. */
export default class BonusAlreadyClaimedException extends DomainException {
  constructor(nextAt: string) {
    super('economy.bonus.errors.already_claimed', {
      status: 409,
      errorCode: ERROR_CODES.bonusAlreadyClaimed,
      type: 'already_claimed',
      details: { nextAt },
    })
  }
}

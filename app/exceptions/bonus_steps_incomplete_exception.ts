import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import type { BonusStep } from '#domain/economy/bonus'

/** A setup step of the bonus is not done (or no longer: the player left the community). */
export default class BonusStepsIncompleteException extends DomainException {
  constructor(step: BonusStep) {
    super(`economy.bonus.errors.step_${step}`, {
      status: 409,
      errorCode: ERROR_CODES.bonusStepsIncomplete,
      type: step,
      details: { step },
    })
  }
}

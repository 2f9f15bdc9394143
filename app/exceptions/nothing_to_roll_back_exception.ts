import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A rollback with no skin, cape or avatar in use: 409. */
export default class NothingToRollBackException extends DomainException {
  constructor() {
    super('players.looks.nothing_to_roll_back', {
      status: 409,
      errorCode: ERROR_CODES.nothingToRollBack,
      type: 'nothing_to_roll_back',
    })
  }
}

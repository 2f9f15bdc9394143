import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The avatar named is not the player's current one (replaced, rolled back, or another's): 404. */
export default class LookNotFoundException extends DomainException {
  constructor() {
    super('players.looks.not_found', {
      status: 404,
      errorCode: ERROR_CODES.lookNotFound,
      type: 'id',
    })
  }
}

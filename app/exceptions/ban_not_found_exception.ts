import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** No ban of the player has this id (another player's ban is unknown too). */
export default class BanNotFoundException extends DomainException {
  constructor() {
    super('economy.unbans.errors.not_found', {
      status: 404,
      errorCode: ERROR_CODES.banNotFound,
      type: 'not_found',
      field: 'banId',
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A top kept over the whole network only (coins) asked for one server: 404. */
export default class TopNotPerServerException extends DomainException {
  constructor(type: string) {
    super('players.tops.not_per_server', {
      status: 404,
      errorCode: ERROR_CODES.topNotPerServer,
      type: 'server',
      data: { type },
    })
  }
}

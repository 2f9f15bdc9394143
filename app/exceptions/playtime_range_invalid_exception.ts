import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A playtime range whose end is not after its start: 400. */
export default class PlaytimeRangeInvalidException extends DomainException {
  constructor() {
    super('players.playtime.range_invalid', {
      status: 400,
      errorCode: ERROR_CODES.playtimeRangeInvalid,
      type: 'to',
    })
  }
}

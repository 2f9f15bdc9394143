import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A top type that is not offered (see app/domain/players/tops.ts): 404. */
export default class TopTypeUnknownException extends DomainException {
  constructor(type: string) {
    super('players.tops.type_unknown', {
      status: 404,
      errorCode: ERROR_CODES.topTypeUnknown,
      type: 'type',
      data: { type },
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** spec §5, §9: a player search needs at least four characters: 400 on `query`. */
export default class SearchTooShortException extends DomainException {
  constructor(min: number) {
    super('players.searches.too_short', {
      status: 400,
      errorCode: ERROR_CODES.searchTooShort,
      type: 'query',
      field: 'query',
      data: { min },
    })
  }
}

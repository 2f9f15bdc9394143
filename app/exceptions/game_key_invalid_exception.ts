import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** No `Authorization: Bearer <key>`, or a key no server holds (game-api.md "Auth"): 401. */
export default class GameKeyInvalidException extends DomainException {
  constructor() {
    super('network.game_api.key_invalid', {
      status: 401,
      errorCode: ERROR_CODES.gameKeyInvalid,
      type: 'game_key',
    })
  }
}

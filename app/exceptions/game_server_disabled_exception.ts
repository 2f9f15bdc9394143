import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A valid key of a disabled server (game-api.md "Auth"): 403. */
export default class GameServerDisabledException extends DomainException {
  constructor() {
    super('network.game_api.server_disabled', {
      status: 403,
      errorCode: ERROR_CODES.gameServerDisabled,
      type: 'server_disabled',
    })
  }
}

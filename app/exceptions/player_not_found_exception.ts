import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A nickname neither an account nor the game servers know: 404 (pages show the 404 page). */
export default class PlayerNotFoundException extends DomainException {
  constructor(nickname: string) {
    super('players.profiles.not_found', {
      status: 404,
      errorCode: ERROR_CODES.playerNotFound,
      type: 'nickname',
      data: { nickname },
    })
  }
}

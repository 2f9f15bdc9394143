import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Likes and friends are for accounts; the nickname is only a game player: 400. */
export default class PlayerNotRegisteredException extends DomainException {
  constructor(login: string) {
    super('players.friends.not_registered', {
      status: 400,
      errorCode: ERROR_CODES.playerNotRegistered,
      type: 'login',
      field: 'login',
      data: { login },
    })
  }
}

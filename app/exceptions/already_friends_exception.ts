import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The two players are friends already: 409. */
export default class AlreadyFriendsException extends DomainException {
  constructor(login: string) {
    super('players.friends.already_friends', {
      status: 409,
      errorCode: ERROR_CODES.alreadyFriends,
      type: 'login',
      field: 'login',
      data: { login },
    })
  }
}

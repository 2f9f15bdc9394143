import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The player to remove is not a friend: 404. */
export default class NotFriendsException extends DomainException {
  constructor(login: string) {
    super('players.friends.not_friends', {
      status: 404,
      errorCode: ERROR_CODES.notFriends,
      type: 'login',
      data: { login },
    })
  }
}

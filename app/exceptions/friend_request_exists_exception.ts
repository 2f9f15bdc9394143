import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The player already asked this one to be friends: 409. */
export default class FriendRequestExistsException extends DomainException {
  constructor(login: string) {
    super('players.friends.request_exists', {
      status: 409,
      errorCode: ERROR_CODES.friendRequestExists,
      type: 'login',
      field: 'login',
      data: { login },
    })
  }
}

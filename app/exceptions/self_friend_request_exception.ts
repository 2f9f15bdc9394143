import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A friend request to oneself: 400. */
export default class SelfFriendRequestException extends DomainException {
  constructor(login: string) {
    super('players.friends.self', {
      status: 400,
      errorCode: ERROR_CODES.selfFriendRequest,
      type: 'login',
      field: 'login',
      data: { login },
    })
  }
}

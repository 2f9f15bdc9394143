import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** No friend request between the two players waits: 404. */
export default class FriendRequestNotFoundException extends DomainException {
  constructor(login: string) {
    super('players.friends.request_not_found', {
      status: 404,
      errorCode: ERROR_CODES.friendRequestNotFound,
      type: 'login',
      data: { login },
    })
  }
}

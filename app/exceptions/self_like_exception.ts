import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A player liked their own profile: 400. */
export default class SelfLikeException extends DomainException {
  constructor(login: string) {
    super('players.likes.self', {
      status: 400,
      errorCode: ERROR_CODES.selfLike,
      type: 'login',
      data: { login },
    })
  }
}

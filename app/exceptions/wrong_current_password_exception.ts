import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A password change whose current password is wrong; `details.type` and the page's field error name the field. */
export default class WrongCurrentPasswordException extends DomainException {
  constructor() {
    super('accounts.passwords.wrong_current', {
      status: 400,
      errorCode: ERROR_CODES.wrongCurrentPassword,
      type: 'currentPassword',
      field: 'currentPassword',
    })
  }
}

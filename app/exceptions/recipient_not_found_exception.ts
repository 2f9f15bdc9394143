import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A transfer to a nickname no player has. */
export default class RecipientNotFoundException extends DomainException {
  constructor(login: string) {
    super('economy.transfers.recipient_not_found', {
      errorCode: ERROR_CODES.recipientNotFound,
      type: 'login',
      field: 'login',
      data: { login },
    })
  }
}

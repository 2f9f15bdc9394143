import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A server page or mod names a server the network does not have. */
export default class UnknownServerException extends DomainException {
  constructor(field: 'serverName' | 'servers') {
    super('content.documents.unknown_server', {
      status: 400,
      errorCode: ERROR_CODES.unknownServer,
      type: field,
      field,
    })
  }
}

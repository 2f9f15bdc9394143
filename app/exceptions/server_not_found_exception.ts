import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A server name (slug) that names no enabled server: 404. */
export default class ServerNotFoundException extends DomainException {
  constructor(server: string) {
    super('players.profiles.server_not_found', {
      status: 404,
      errorCode: ERROR_CODES.serverNotFound,
      type: 'server',
      data: { server },
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** No (enabled) server has this slug: 404, `details.type` `server`. */
export default class UnknownServerException extends DomainException {
  constructor(slug: string) {
    super('network.servers.unknown_server', {
      status: 404,
      errorCode: ERROR_CODES.notFound,
      type: 'server',
      data: { slug },
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A multipart body sent to a route that takes no files: refused before anything is read. */
export default class UnsupportedMediaTypeException extends DomainException {
  constructor() {
    super('errors.unsupported_media_type', {
      status: 415,
      errorCode: ERROR_CODES.unsupportedMediaType,
    })
  }
}

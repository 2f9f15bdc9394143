import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Slugs are unique per target (spec §3 document_id in URLs): 409 at the slug field. */
export default class SlugTakenException extends DomainException {
  constructor() {
    super('content.documents.slug_taken', {
      status: 409,
      errorCode: ERROR_CODES.slugTaken,
      type: 'slug',
      field: 'slug',
    })
  }
}

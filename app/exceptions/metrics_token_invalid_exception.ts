import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** `/metrics` without `Authorization: Bearer <METRICS_TOKEN>` (or none is configured): 401. */
export default class MetricsTokenInvalidException extends DomainException {
  constructor() {
    super('errors.unauthorized', {
      status: 401,
      errorCode: ERROR_CODES.metricsTokenInvalid,
      type: 'metrics_token',
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/**
 * The session list ends other sessions only (spec §2 cabinet sessions):
 * the current one is ended by logging out, which also clears its cookies.
 */
export default class CurrentSessionTerminationException extends DomainException {
  constructor() {
    super('accounts.active_sessions.current_session', {
      status: 400,
      errorCode: ERROR_CODES.currentSessionEnd,
      type: 'current_session',
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/**
 * A request for another step of the e-mail change than the one the player
 * is on (spec §4 order), e.g. a code for a new address before the current
 * one was confirmed: 409, the client reloads the state.
 */
export default class EmailChangeStepException extends DomainException {
  constructor() {
    super('accounts.email_changes.wrong_step', {
      status: 409,
      errorCode: ERROR_CODES.emailChangeStep,
      type: 'step',
    })
  }
}

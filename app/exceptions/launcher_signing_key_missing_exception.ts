import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** LAUNCHER_SIGNING_KEY is not set: nothing can be signed for the launcher. 503. */
export default class LauncherSigningKeyMissingException extends DomainException {
  constructor() {
    super('launcher.builds.signing_key_missing', {
      status: 503,
      errorCode: ERROR_CODES.launcherSigningKeyMissing,
      type: 'signing_key',
    })
  }
}

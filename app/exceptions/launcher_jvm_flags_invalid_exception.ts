import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The debugger's JVM flags are not -X…, -XX:… or -D…=… tokens, or more than 20. 400. */
export default class LauncherJvmFlagsInvalidException extends DomainException {
  constructor() {
    super('launcher.settings.jvm_invalid', {
      status: 400,
      errorCode: ERROR_CODES.launcherJvmFlagsInvalid,
      type: 'jvmFlags',
      field: 'jvmFlags',
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A build of this version and platform is already published. 409. */
export default class LauncherBuildExistsException extends DomainException {
  constructor() {
    super('launcher.builds.exists', {
      status: 409,
      errorCode: ERROR_CODES.launcherBuildExists,
      type: 'version',
      field: 'version',
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import type { PrivacyPart } from '#domain/accounts/privacy'

/** The owner hides this part of the profile from others (docs/decisions.md): 403. */
export default class ProfilePartHiddenException extends DomainException {
  constructor(login: string, part: PrivacyPart) {
    super(`players.privacy.hidden.${part}`, {
      status: 403,
      errorCode: ERROR_CODES.profilePartHidden,
      type: part,
      data: { login },
    })
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The cover art needs an active role the player does not hold: 403, naming the role. */
export default class LookItemLockedException extends DomainException {
  constructor(private role: { ru: string; en: string }) {
    super('accounts.covers.locked', {
      status: 403,
      errorCode: ERROR_CODES.lookItemLocked,
      type: 'role',
      data: { role: role.en },
    })
  }

  /** The role's name in the request's language (a Russian request read "VIP" as "Vip Plus"). */
  dataFor(locale: string) {
    return { role: locale === 'ru' ? this.role.ru : this.role.en }
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The bonus is not set up (no VK community configured) or VK did not answer. */
export default class BonusUnavailableException extends DomainException {
  constructor(reason: 'not_configured' | 'vk_unavailable') {
    super(`economy.bonus.errors.${reason}`, {
      status: 503,
      errorCode:
        reason === 'not_configured'
          ? ERROR_CODES.bonusNotConfigured
          : ERROR_CODES.bonusVkUnavailable,
      type: reason,
    })
  }
}

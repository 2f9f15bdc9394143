import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import type { AvatarOrSkin } from '#domain/players/looks'

/** What a login waiting for the bot carries (spec §3 pending confirmation). */
export type PendingConfirmation = {
  userId: number
  login: string
  avatarOrSkin: AvatarOrSkin | null
  /** The bot that asks: `telegram` or `vk` (spec §3 type 1 or 2). */
  bot: string
  /** spec §3 two-factor type: 1 Telegram, 2 VK (`type` is the §8 cause). */
  twoFactorType: number
  challengeId: string
  /** Shown once: with the id it completes the login (POST user/auth/2fa). */
  challengeSecret: string
  expiresAt: string
}

/**
 * spec §8 error_code -7: the password (or provider) was right, the bot must
 * confirm. `details` holds the pending confirmation; pages keep it in the
 * session and the guard holds the player on /2fa. 403: not a logout (401).
 */
export default class TwoFactorRequiredException extends DomainException {
  constructor(readonly pending: PendingConfirmation) {
    super('accounts.two_factor.required', {
      status: 403,
      errorCode: ERROR_CODES.twoFactorRequired,
      type: 'two_factor',
      details: pending,
    })
  }
}

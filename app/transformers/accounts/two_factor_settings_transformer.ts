import { BaseTransformer } from '@adonisjs/core/transformers'
import communityConfig from '#config/community'
import type { TwoFactorSettings } from '#services/accounts/two_factor_service'
import { linkCommand, twoFactorType } from '#domain/accounts/two_factor'

/**
 * Cabinet → 2fa and GET user/settings/2fa (spec §3 two-factor: enabled,
 * type 0/1/2): the linked bot, the one-time command waiting to be sent
 * (with the bot's address), and which bots are set up.
 */
export default class TwoFactorSettingsTransformer extends BaseTransformer<TwoFactorSettings> {
  toObject() {
    const { link, enrollment, bots } = this.resource
    const botUrl = {
      // Telegram's deep link sends `/start <code>` by itself.
      telegram: (code: string) => {
        const url = new URL(communityConfig.links['2fa_tg'])
        url.searchParams.set('start', code)
        return url.href
      },
      vk: () => communityConfig.links['2fa_vk'],
    }
    return {
      enabled: link !== null,
      type: twoFactorType(link?.bot ?? null),
      bot: link?.bot ?? null,
      linkedAt: link ? link.createdAt.toUTC().toISO()! : null,
      enrollment: enrollment
        ? {
            bot: enrollment.bot,
            command: linkCommand(enrollment.bot, enrollment.code),
            botUrl: botUrl[enrollment.bot](enrollment.code),
            expiresAt: enrollment.expiresAt.toUTC().toISO()!,
          }
        : null,
      bots,
    }
  }
}

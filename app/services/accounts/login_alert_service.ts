import { inject } from '@adonisjs/core'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'
import UserSession from '#models/user_session'
import TwoFactorLink from '#models/two_factor_link'
import BotMessengerService from '#services/accounts/bot_messenger_service'
import SessionTokenService from '#services/accounts/session_token_service'
import { callbackData, type BotKind } from '#domain/accounts/two_factor'

/**
 * Login alerts (issue #12): a player with a bot linked hears of every login
 * from a browser, system and address none of their sessions used before,
 * with a "not me" button that ends that session at once.
 */
@inject()
export default class LoginAlertService {
  constructor(
    private messenger: BotMessengerService,
    private sessions: SessionTokenService
  ) {}

  /** Tells the bot's chat about a new session when it comes from somewhere new. */
  async notify(user: User, session: UserSession, locale: string) {
    const link = await TwoFactorLink.find(user.id)
    if (!link) return
    const seen = await UserSession.query()
      .where('user_id', user.id)
      .whereNot('id', session.id)
      .where('browser', session.browser)
      .where('system', session.system)
      .where('ip', session.ip)
      .first()
    if (seen) return
    const i18n = i18nManager.locale(locale)
    await this.messenger.send(
      link.bot,
      link.chatId,
      i18n.t('accounts.two_factor.bot.login_alert', {
        login: user.nickname,
        source: i18n.t(`accounts.active_sessions.sources.${session.source}`),
        browser: session.browser,
        system: session.system,
        ip: session.ip,
      }),
      [
        {
          text: i18n.t('accounts.two_factor.bot.not_me_button'),
          data: callbackData('not_me', session.id),
        },
      ]
    )
  }

  /**
   * "Not me" pressed in the bot: ends the session when the chat is the one
   * linked to its account. Answers the key of the bot's reply.
   */
  async notMe(bot: BotKind, chatId: string, sessionId: string) {
    const session = await UserSession.find(sessionId)
    const link = session ? await TwoFactorLink.find(session.userId) : null
    if (!session || !link || link.bot !== bot || link.chatId !== chatId) {
      return 'accounts.two_factor.bot.stale'
    }
    await this.sessions.terminate(session)
    return 'accounts.two_factor.bot.session_ended'
  }
}

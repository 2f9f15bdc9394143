import { randomBytes, randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import { safeEqual } from '@adonisjs/core/helpers'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import TwoFactorLink from '#models/two_factor_link'
import TwoFactorEnrollment from '#models/two_factor_enrollment'
import TwoFactorChallenge from '#models/two_factor_challenge'
import UserSession, { type SessionSource } from '#models/user_session'
import AccountHistoryService from '#services/accounts/account_history_service'
import BotMessengerService from '#services/accounts/bot_messenger_service'
import BotUnavailableException from '#exceptions/bot_unavailable_exception'
import TwoFactorNotLinkedException from '#exceptions/two_factor_not_linked_exception'
import TwoFactorStateException from '#exceptions/two_factor_state_exception'
import { hashSecretToken } from '#data/secret_tokens'
import {
  CHALLENGE_TTL_MINUTES,
  ENROLLMENT_TTL_MINUTES,
  callbackData,
  linkCodeIn,
  type BotKind,
} from '#domain/accounts/two_factor'
import type { PlayerActor } from '#data/actor'

type Actor = Pick<PlayerActor, 'user' | 'session' | 'ip'>

export type LoginAttempt = {
  source: SessionSource
  browser: string
  system: string
  ip: string
  locale: string
}

export type TwoFactorSettings = {
  link: TwoFactorLink | null
  enrollment: TwoFactorEnrollment | null
  bots: Record<BotKind, { available: boolean; live: boolean }>
}

export type ChallengeView = {
  challenge: TwoFactorChallenge
  /** `expired` once the time ran out while still pending. */
  state: 'pending' | 'confirmed' | 'denied' | 'expired' | 'completed'
}

const ANSWERS = {
  confirmed: 'accounts.two_factor.bot.confirmed',
  denied: 'accounts.two_factor.bot.denied',
  stale: 'accounts.two_factor.bot.stale',
} as const

/**
 * Two-factor confirmation through the Telegram or VK bot (spec §3, §4;
 * issue #12): linking a chat with a one-time command, the login challenges
 * the bot confirms or denies, and unlinking. A challenge moves pending →
 * confirmed | denied → completed by conditional UPDATEs only, so however
 * many confirms and completions race, one login session is opened.
 */
@inject()
export default class TwoFactorService {
  constructor(
    private messenger: BotMessengerService,
    private history: AccountHistoryService
  ) {}

  /** The account's bot link, or null when 2FA is off. */
  link(user: User) {
    return TwoFactorLink.find(user.id)
  }

  /** The link command waiting to be sent, unless it expired. */
  async enrollment(user: User) {
    const enrollment = await TwoFactorEnrollment.find(user.id)
    return enrollment && enrollment.expiresAt > DateTime.utc() ? enrollment : null
  }

  /** Which bots can link now: a token, or the dev bot inbox outside production. */
  bots(): TwoFactorSettings['bots'] {
    return {
      telegram: {
        available: this.messenger.available('telegram'),
        live: this.messenger.live('telegram'),
      },
      vk: { available: this.messenger.available('vk'), live: this.messenger.live('vk') },
    }
  }

  /** Cabinet → 2fa and GET user/settings/2fa: the link, the waiting command, the bots. */
  async settings(user: User): Promise<TwoFactorSettings> {
    return {
      link: await this.link(user),
      enrollment: await this.enrollment(user),
      bots: this.bots(),
    }
  }

  /**
   * A new one-time link command for the bot (replacing an older one).
   * Throws BotUnavailableException for a bot that is not set up.
   */
  async enroll(actor: Actor, bot: BotKind) {
    if (!this.messenger.available(bot)) throw new BotUnavailableException()
    await TwoFactorEnrollment.query().where('user_id', actor.user.id).delete()
    return TwoFactorEnrollment.create({
      userId: actor.user.id,
      bot,
      code: randomBytes(18).toString('base64url'),
      sessionId: actor.session?.id ?? null,
      ip: actor.ip,
      expiresAt: DateTime.utc().plus({ minutes: ENROLLMENT_TTL_MINUTES }),
    })
  }

  /**
   * A message to the bot: a valid link command binds the chat to its
   * account (2FA on, history `two_factor_linked`); anything else gets the
   * bot's help. A chat can confirm one account only.
   */
  async receive(bot: BotKind, chatId: string, text: unknown, locale: string) {
    const t = (key: string) => i18nManager.locale(locale).t(key)
    const code = linkCodeIn(text)
    const enrollment = code
      ? await TwoFactorEnrollment.query()
          .where('code', code)
          .where('bot', bot)
          .where('expires_at', '>', DateTime.utc().toSQL({ includeOffset: false })!)
          .first()
      : null
    if (!enrollment) return this.messenger.send(bot, chatId, t('accounts.two_factor.bot.help'))

    const taken = await TwoFactorLink.query()
      .where('bot', bot)
      .where('chat_id', chatId)
      .whereNot('user_id', enrollment.userId)
      .first()
    if (taken) return this.messenger.send(bot, chatId, t('accounts.two_factor.bot.chat_taken'))

    const claimed = await db.transaction(async (trx) => {
      const deleted = await trx
        .from('two_factor_enrollments')
        .where('code', enrollment.code)
        .delete()
      if (Number(deleted) !== 1) return false
      await trx.from('two_factor_links').where('user_id', enrollment.userId).delete()
      await TwoFactorLink.create({ userId: enrollment.userId, bot, chatId }, { client: trx })
      return true
    })
    if (!claimed) return
    await this.history.record({
      user: await User.findOrFail(enrollment.userId),
      target: '2fa',
      action: 'two_factor_linked',
      session: enrollment.sessionId ? await UserSession.find(enrollment.sessionId) : null,
      ip: enrollment.ip,
      details: { bot },
    })
    await this.messenger.send(bot, chatId, t('accounts.two_factor.bot.linked'))
  }

  /** Turns 2FA off (history `two_factor_unlinked`); throws TwoFactorNotLinkedException. */
  async unlink(actor: Actor) {
    const link = await TwoFactorLink.find(actor.user.id)
    if (!link) throw new TwoFactorNotLinkedException()
    await link.delete()
    await this.history.record({
      user: actor.user,
      target: '2fa',
      action: 'two_factor_unlinked',
      session: actor.session,
      ip: actor.ip,
      details: { bot: link.bot },
    })
  }

  /**
   * A login of an account with a bot linked: a pending challenge and the
   * bot's message with confirm / deny buttons. Null when 2FA is off.
   */
  async challenge(user: User, attempt: LoginAttempt) {
    const link = await TwoFactorLink.find(user.id)
    if (!link) return null
    const secret = randomBytes(32).toString('base64url')
    const challenge = await TwoFactorChallenge.create({
      id: randomUUID(),
      userId: user.id,
      secretHash: hashSecretToken(secret),
      status: 'pending',
      source: attempt.source,
      browser: attempt.browser,
      system: attempt.system,
      ip: attempt.ip,
      sessionId: null,
      expiresAt: DateTime.utc().plus({ minutes: CHALLENGE_TTL_MINUTES }),
    })
    const i18n = i18nManager.locale(attempt.locale)
    await this.messenger.send(
      link.bot,
      link.chatId,
      i18n.t('accounts.two_factor.bot.confirm_request', {
        login: user.nickname,
        source: i18n.t(`accounts.active_sessions.sources.${attempt.source}`),
        browser: attempt.browser,
        system: attempt.system,
        ip: attempt.ip,
        minutes: CHALLENGE_TTL_MINUTES,
      }),
      [
        {
          text: i18n.t('accounts.two_factor.bot.confirm_button'),
          data: callbackData('confirm', challenge.id),
        },
        {
          text: i18n.t('accounts.two_factor.bot.deny_button'),
          data: callbackData('deny', challenge.id),
        },
      ]
    )
    return { challenge, secret, link }
  }

  /**
   * A confirm or deny pressed in the bot's chat. Only the chat linked to
   * the challenge's account counts; a second press or a late one changes
   * nothing. Answers with the key of the bot's reply.
   */
  async decide(bot: BotKind, chatId: string, challengeId: string, confirm: boolean) {
    const challenge = await TwoFactorChallenge.find(challengeId)
    const link = challenge ? await TwoFactorLink.find(challenge.userId) : null
    if (!challenge || !link || link.bot !== bot || link.chatId !== chatId) return ANSWERS.stale
    const changed = await db
      .from('two_factor_challenges')
      .where('id', challengeId)
      .where('status', 'pending')
      .where('expires_at', '>', DateTime.utc().toSQL({ includeOffset: false })!)
      .update({
        status: confirm ? 'confirmed' : 'denied',
        updated_at: DateTime.utc().toSQL({ includeOffset: false }),
      })
    if (Number(changed) !== 1) return ANSWERS.stale
    return confirm ? ANSWERS.confirmed : ANSWERS.denied
  }

  /** Where a challenge stands (for the /2fa page's polling). */
  async view(challengeId: string): Promise<ChallengeView | null> {
    const challenge = await TwoFactorChallenge.find(challengeId)
    if (!challenge) return null
    const expired = challenge.status === 'pending' && challenge.expiresAt <= DateTime.utc()
    return { challenge, state: expired ? 'expired' : challenge.status }
  }

  /**
   * Claims a confirmed challenge for its login: one conditional UPDATE, so
   * of any number of concurrent completions exactly one gets the user. The
   * others, and unconfirmed, denied or expired ones, throw
   * TwoFactorStateException. The secret proves the caller started the login.
   */
  async claim(challengeId: string, secret: string) {
    const challenge = await TwoFactorChallenge.find(challengeId)
    if (!challenge || !this.secretMatches(challenge, secret)) {
      throw new TwoFactorStateException('used')
    }
    const claimed = await db
      .from('two_factor_challenges')
      .where('id', challengeId)
      .where('status', 'confirmed')
      .update({ status: 'completed', updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
    if (Number(claimed) === 1) {
      await challenge.load('user')
      return challenge
    }
    const view = await this.view(challengeId)
    if (view?.state === 'pending') throw new TwoFactorStateException('pending')
    if (view?.state === 'denied') throw new TwoFactorStateException('denied')
    if (view?.state === 'expired') throw new TwoFactorStateException('expired')
    throw new TwoFactorStateException('used')
  }

  /** Notes the session a completed challenge opened. */
  async opened(challenge: TwoFactorChallenge, sessionId: string) {
    challenge.sessionId = sessionId
    await challenge.save()
  }

  private secretMatches(challenge: TwoFactorChallenge, secret: string) {
    return safeEqual(challenge.secretHash, hashSecretToken(secret))
  }
}

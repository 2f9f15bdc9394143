import { inject } from '@adonisjs/core'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import rewardsConfig from '#config/rewards'
import ReferralVisit from '#models/referral_visit'
import LauncherDownload from '#models/launcher_download'
import ReferralReward from '#models/referral_reward'
import User, { randomReferralCode } from '#models/user'
import WalletService from '#services/economy/wallet_service'
import ReferralCodeUnknownException from '#exceptions/referral_code_unknown_exception'
import type { Actor } from '#data/actor'
import { uniqueViolation } from '#data/database_errors'
import { withConflictRetries } from '#data/transactions'
import { fromSqlDateTime } from '#data/sql'
import { sqlTime } from '#data/sql_time'
import { isReferralCode } from '#domain/platform/legacy_redirects'
import { hourMarks, wasActive } from '#domain/economy/referrals'

/** Visits of one code from one address counted per hour; a refreshing visitor inflates nothing. */
const VISITS_PER_ADDRESS_HOURLY = 10
/** Referrals read at a time by the hourly rewards' run. */
const REFERRALS_PER_PAGE = 200

export type BindResult = 'bound' | 'unknown' | 'self' | 'already'

/** The invite tab and `GET referral` (JSON-safe). */
export type ReferralSummary = {
  code: string
  visits: number
  downloads: number
  registrations: number
  coinsPerHour: number
  activeDays: number
  totalCoins: number
  totalHours: number
  referrals: { login: string; registeredAt: string; hours: number; coins: number }[]
}

type Tracked = Pick<Actor, 'ip' | 'userAgent'>

/** Referral links, downloads, bindings and the hourly rewards (spec §2, §3, §9). */
@inject()
export default class ReferralService {
  constructor(private wallets: WalletService) {}

  /**
   * Records one visit of a referral link (user agent cut at 500 characters),
   * at most VISITS_PER_ADDRESS_HOURLY per address and code; the visitor is
   * never refused. Throws ReferralCodeUnknownException for a malformed code.
   */
  async recordVisit(input: Tracked & { code: string }) {
    if (!isReferralCode(input.code)) throw new ReferralCodeUnknownException()
    await limiter
      .use({ requests: VISITS_PER_ADDRESS_HOURLY, duration: '1 hour' })
      .attempt(`referral_visit:${input.ip}:${input.code.toLowerCase()}`, () =>
        ReferralVisit.create({
          code: input.code,
          ip: input.ip,
          userAgent: (input.userAgent ?? '').slice(0, 500),
        })
      )
  }

  /**
   * Records a launcher download from the start page, with the referral code
   * it came through (`referral/download/{code}`) or none (`visits/download`),
   * limited per address like visits. Throws ReferralCodeUnknownException.
   */
  async recordDownload(input: Tracked & { code: string | null }) {
    if (input.code !== null && !isReferralCode(input.code)) {
      throw new ReferralCodeUnknownException()
    }
    await limiter
      .use({ requests: VISITS_PER_ADDRESS_HOURLY, duration: '1 hour' })
      .attempt(`launcher_download:${input.ip}:${input.code?.toLowerCase() ?? ''}`, () =>
        LauncherDownload.create({
          referralCode: input.code,
          ip: input.ip,
          userAgent: (input.userAgent ?? '').slice(0, 500),
        })
      )
  }

  /** The player's invitation code; an account older than codes gets one on first use. */
  async codeFor(user: User): Promise<string> {
    if (user.referralCode) return user.referralCode
    for (;;) {
      const code = randomReferralCode()
      try {
        await db
          .from('users')
          .where('id', user.id)
          .whereNull('referral_code')
          .update({ referral_code: code })
      } catch (error) {
        if (uniqueViolation(error) !== null) continue
        throw error
      }
      await user.refresh()
      return user.referralCode!
    }
  }

  /**
   * Binds a new player to the owner of `code`, once and never to oneself
   * (spec §2: registration within the cookie's life). Answers what happened.
   */
  async bind(user: Pick<User, 'id'>, code: string | null | undefined): Promise<BindResult> {
    if (!code || !isReferralCode(code)) return 'unknown'
    const referrer = await User.query().where('referral_code', code.toLowerCase()).first()
    if (!referrer) return 'unknown'
    if (referrer.id === user.id) return 'self'
    const bound = await db
      .from('users')
      .where('id', user.id)
      .whereNull('referrer_id')
      .update({ referrer_id: referrer.id, referred_at: sqlTime() })
    return Number(Array.isArray(bound) ? bound[0] : bound) === 1 ? 'bound' : 'already'
  }

  /** The invite tab: code, visits, downloads, registrations and each referral's hours and coins. */
  async summary(user: User): Promise<ReferralSummary> {
    const code = await this.codeFor(user)
    const [visits, downloads, referrals, rewards] = await Promise.all([
      db.from('referral_visits').whereRaw('lower(code) = ?', [code]).count('* as total').first(),
      db
        .from('launcher_downloads')
        .whereRaw('lower(referral_code) = ?', [code])
        .count('* as total')
        .first(),
      User.query().where('referrer_id', user.id).orderBy('referred_at', 'desc'),
      db
        .from('referral_rewards')
        .where('referrer_id', user.id)
        .groupBy('referral_id')
        .select('referral_id')
        .count('* as hours')
        .sum('amount as coins'),
    ])
    const byReferral = new Map(
      rewards.map((row) => [
        Number(row.referral_id),
        { hours: Number(row.hours), coins: Number(row.coins ?? 0) },
      ])
    )
    const rows = referrals.map((referral) => ({
      login: referral.nickname,
      registeredAt: (referral.referredAt ?? referral.createdAt).toUTC().toISO()!,
      ...(byReferral.get(referral.id) ?? { hours: 0, coins: 0 }),
    }))
    return {
      code,
      visits: Number(visits?.total ?? 0),
      downloads: Number(downloads?.total ?? 0),
      registrations: referrals.length,
      coinsPerHour: rewardsConfig.referrals.coinsPerHour,
      activeDays: rewardsConfig.referrals.activeDays,
      totalCoins: rows.reduce((sum, row) => sum + row.coins, 0),
      totalHours: rows.reduce((sum, row) => sum + row.hours, 0),
      referrals: rows,
    }
  }

  /**
   * Pays every referrer for the full hours their referrals played since the
   * last run (the scheduled job): each hour is a `referral_rewards` row,
   * unique per referral and hour, written with its ledger row in one
   * transaction, so a second run or a second process pays nothing twice.
   * An hour completed while the referrer had not logged in for a week is
   * recorded at 0 coins and never paid later. Answers the hours recorded.
   *
   * The referrals are read a page at a time, the requests in flight running between two
   * referrals (each is a few queries; #29).
   */
  async payHours(): Promise<number> {
    let recorded = 0
    let after = 0
    for (;;) {
      const referrals = await User.query()
        .whereNotNull('referrer_id')
        .whereNotNull('referred_at')
        .where('id', '>', after)
        .orderBy('id')
        .limit(REFERRALS_PER_PAGE)
      if (referrals.length === 0) return recorded
      after = referrals[referrals.length - 1].id
      for (const referral of referrals) {
        recorded += await withConflictRetries(() => this.payReferral(referral))
        await new Promise<void>((resolve) => setImmediate(resolve))
      }
    }
  }

  private async payReferral(referral: User): Promise<number> {
    const sessions = await db
      .from('game_play_sessions')
      // With every server named, the (server, player, start) index seeks the player's
      // sessions: by player alone SQLite scanned them all, seconds at 500 k players (#29).
      .whereIn('server_id', db.from('servers').select('id'))
      .where(
        'game_player_id',
        db.from('game_players').where('nickname_key', referral.nicknameKey).select('id')
      )
      .where('ended_at', '>', sqlTime(referral.referredAt!))
      .select('started_at', 'ended_at')
    const marks = hourMarks(
      sessions.map((row) => ({
        start: fromSqlDateTime(row.started_at),
        end: fromSqlDateTime(row.ended_at),
      })),
      referral.referredAt!.toMillis()
    )
    const paid = await db
      .from('referral_rewards')
      .where('referral_id', referral.id)
      .max('hour as hour')
      .first()
    const done = Number(paid?.hour ?? 0)
    if (marks.length <= done) return 0

    const referrerId = referral.referrerId!
    const traces = await db
      .from('user_sessions')
      .where('user_id', referrerId)
      .select('created_at', 'last_used_at')
    const logins = traces.map((row) => ({
      createdAt: fromSqlDateTime(row.created_at),
      lastUsedAt: fromSqlDateTime(row.last_used_at),
    }))
    const { coinsPerHour, activeDays } = rewardsConfig.referrals
    const hours = marks.slice(done).map((at, index) => ({
      hour: done + index + 1,
      at,
      amount: wasActive(logins, at, activeDays) ? coinsPerHour : 0,
    }))
    const total = hours.reduce((sum, hour) => sum + hour.amount, 0)

    await db.transaction(async (trx) => {
      // A run that lost the race breaks the unique (referral, hour) here and writes nothing.
      await ReferralReward.createMany(
        hours.map((hour) => ({
          referralId: referral.id,
          referrerId,
          hour: hour.hour,
          amount: hour.amount,
          earnedAt: DateTime.fromMillis(hour.at, { zone: 'utc' }),
        })),
        { client: trx }
      )
      if (total === 0) return
      await this.wallets.apply(
        [
          {
            userId: referrerId,
            currency: 'coins',
            amount: total,
            reason: 'referral_reward',
            referenceType: 'referral',
            referenceId: String(referral.id),
            idempotencyKey: `referral:${referral.id}:${hours[0].hour}-${hours.at(-1)!.hour}`,
            details: { login: referral.nickname, hours: hours.length },
          },
        ],
        trx
      )
    })
    return hours.length
  }
}

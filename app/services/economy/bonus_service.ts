import { randomInt } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import rewardsConfig from '#config/rewards'
import BonusClaim from '#models/bonus_claim'
import OauthIdentity from '#models/oauth_identity'
import type User from '#models/user'
import VkApiClient, { VkApiError } from '#clients/vk_api_client'
import WalletService from '#services/economy/wallet_service'
import BonusUnavailableException from '#exceptions/bonus_unavailable_exception'
import BonusStepsIncompleteException from '#exceptions/bonus_steps_incomplete_exception'
import BonusAlreadyClaimedException from '#exceptions/bonus_already_claimed_exception'
import {
  bonusAmount,
  bonusDay,
  missingStep,
  nextBonusAt,
  type BonusStepState,
} from '#domain/economy/bonus'
import { withConflictRetries } from '#data/transactions'

export type BonusState = 'not_configured' | 'unavailable' | 'setup' | 'ready' | 'waiting'

/** The bonus tab and `GET bonus/status` (JSON-safe). */
export type BonusStatus = {
  state: BonusState
  steps: BonusStepState
  /** The player's VK user id once linked. */
  vkUserId: string | null
  /** When the next claim opens (ISO), while waiting. */
  nextAt: string | null
  /** The coins of today's claim, once claimed. */
  todayAmount: number | null
  minCoins: number
  maxCoins: number
}

export type BonusClaimResult = { amount: number; coins: number; nextAt: string }

const NO_STEPS: BonusStepState = { linked: false, member: false, messages: false }

/**
 * The daily bonus (spec §4, §9): three steps checked through the VK API on
 * every look and claim, then 40–50 coins once per bonus day through the
 * wallet (docs/decisions.md "Daily bonus").
 */
@inject()
export default class BonusService {
  constructor(
    private wallets: WalletService,
    private vk: VkApiClient
  ) {}

  /** Where the player stands; VK's answers are read now, so a step undone later shows undone. */
  async status(user: Pick<User, 'id'>, now = Date.now()): Promise<BonusStatus> {
    const base = {
      nextAt: null,
      todayAmount: null,
      minCoins: rewardsConfig.bonus.minCoins,
      maxCoins: rewardsConfig.bonus.maxCoins,
    }
    if (!this.vk.enabled)
      return { ...base, state: 'not_configured', steps: NO_STEPS, vkUserId: null }
    const vkUserId = await this.vkUserId(user)
    const today = await BonusClaim.query()
      .where('user_id', user.id)
      .where('bonus_day', bonusDay(now))
      .first()
    const claimed = today
      ? { nextAt: new Date(nextBonusAt(now)).toISOString(), todayAmount: today.amount }
      : {}
    let steps: BonusStepState
    try {
      steps = await this.steps(vkUserId)
    } catch (error) {
      if (!(error instanceof VkApiError)) throw error
      return { ...base, ...claimed, state: 'unavailable', steps: NO_STEPS, vkUserId }
    }
    const state: BonusState = missingStep(steps) ? 'setup' : today ? 'waiting' : 'ready'
    return { ...base, ...claimed, state, steps, vkUserId }
  }

  /**
   * Claims today's bonus: 40–50 coins, drawn here. Throws
   * BonusUnavailableException (not set up, VK silent),
   * BonusStepsIncompleteException (a step not done now),
   * BonusAlreadyClaimedException (claimed today, however many claims race).
   */
  async claim(user: Pick<User, 'id'>, now = Date.now()): Promise<BonusClaimResult> {
    if (!this.vk.enabled) throw new BonusUnavailableException('not_configured')
    let steps: BonusStepState
    try {
      steps = await this.steps(await this.vkUserId(user))
    } catch (error) {
      if (error instanceof VkApiError) throw new BonusUnavailableException('vk_unavailable')
      throw error
    }
    const missing = missingStep(steps)
    if (missing) throw new BonusStepsIncompleteException(missing)

    const day = bonusDay(now)
    const nextAt = new Date(nextBonusAt(now)).toISOString()
    const amount = bonusAmount(
      randomInt(0, 1_000_000) / 1_000_000,
      rewardsConfig.bonus.minCoins,
      rewardsConfig.bonus.maxCoins
    )
    // A claim that lost the race on the unique day runs again and finds the winner's row.
    return withConflictRetries(() =>
      db.transaction(async (trx) => {
        // The wallet row first: every other claim of this player waits here, then sees ours.
        await this.wallets.hold(trx, [user.id])
        const taken = await BonusClaim.query({ client: trx })
          .where('user_id', user.id)
          .where('bonus_day', day)
          .first()
        if (taken) throw new BonusAlreadyClaimedException(nextAt)
        const claim = await BonusClaim.create(
          { userId: user.id, bonusDay: day, amount },
          { client: trx }
        )
        const { entries } = await this.wallets.apply(
          [
            {
              userId: user.id,
              currency: 'coins',
              amount,
              reason: 'daily_bonus',
              referenceType: 'bonus_claim',
              referenceId: String(claim.id),
              idempotencyKey: `bonus:${user.id}:${day}`,
            },
          ],
          trx
        )
        return { amount, coins: entries[0].balanceAfter, nextAt }
      })
    )
  }

  private async vkUserId(user: Pick<User, 'id'>) {
    const identity = await OauthIdentity.query()
      .where('user_id', user.id)
      .where('provider', 'vkid')
      .first()
    return identity?.providerUserId ?? null
  }

  private async steps(vkUserId: string | null): Promise<BonusStepState> {
    if (!vkUserId) return NO_STEPS
    const [member, messages] = await Promise.all([
      this.vk.isMember(vkUserId),
      this.vk.messagesAllowed(vkUserId),
    ])
    return { linked: true, member, messages }
  }
}

import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import BonusClaim from '#models/bonus_claim'
import LedgerEntry from '#models/ledger_entry'
import OauthIdentity from '#models/oauth_identity'
import Server from '#models/server'
import User from '#models/user'
import UserSession from '#models/user_session'
import Wipe from '#models/wipe'
import ReferralService from '#services/economy/referral_service'
import WalletService from '#services/economy/wallet_service'
import { bonusDay } from '#domain/economy/bonus'
import { dateLedger } from '#database/demo/dated'

/**
 * The VK accounts of the demo players (VK ID sign-in). `node ace vk:fake`
 * starts with the first two in the community with messages allowed, so the
 * bonus tab shows every state: Sora claimed today (waiting), Kirito_92 is
 * ready, Megumin must still join, the others must link VK first.
 */
export const DEMO_VK_ACCOUNTS = [
  { nickname: 'Sora', vkUserId: '9000001', member: true },
  { nickname: 'Kirito_92', vkUserId: '9000002', member: true },
  { nickname: 'Megumin', vkUserId: '9000003', member: false },
] as const

/** Kirito_92's referrals: they registered through the invitation (accounts.ts dates them). */
const DEMO_REFERRALS = ['Nezuko', 'Senku']

const key = (nickname: string) => nickname.toLowerCase()

/**
 * Rewards demo data (issue #24): bonus states, Kirito_92's referrals paid
 * for the hours the demo game activity holds, and a wipe of the first
 * server in five days with Kirito_92's purchases before it (some
 * refundable, one too old). Safe to run again.
 */
export async function seedRewards() {
  const now = DateTime.utc()
  for (const account of DEMO_VK_ACCOUNTS) {
    const user = await User.findByOrFail('nickname_key', key(account.nickname))
    const linked = await OauthIdentity.updateOrCreate(
      { provider: 'vkid', providerUserId: account.vkUserId },
      { userId: user.id, name: account.nickname, email: null }
    )
    linked.createdAt = user.createdAt.plus({ days: 20, hours: 5 })
    await linked.save()
  }
  const sora = await User.findByOrFail('nickname_key', 'sora')
  if (!(await BonusClaim.findBy({ userId: sora.id, bonusDay: bonusDay(Date.now()) }))) {
    const claim = await BonusClaim.create({
      userId: sora.id,
      bonusDay: bonusDay(Date.now()),
      amount: 47,
    })
    await new WalletService().apply([
      {
        userId: sora.id,
        currency: 'coins',
        amount: 47,
        reason: 'daily_bonus',
        referenceType: 'bonus_claim',
        referenceId: String(claim.id),
        idempotencyKey: `bonus:${sora.id}:${claim.bonusDay}`,
      },
    ])
  }

  const kirito = await User.findByOrFail('nickname_key', 'kirito_92')
  await seedReferrals(kirito, now)
  await seedWipe(now)
}

async function seedReferrals(kirito: User, now: DateTime) {
  for (const nickname of DEMO_REFERRALS) {
    const referral = await User.findByOrFail('nickname_key', key(nickname))
    if (referral.referrerId !== null) continue
    referral.merge({ referrerId: kirito.id, referredAt: referral.createdAt })
    await referral.save()
  }
  // Kirito_92 logged in every few days, except for a fortnight a month ago: those hours pay nothing.
  if (!(await UserSession.query().where('user_id', kirito.id).where('browser', 'Demo').first())) {
    for (let daysAgo = 60; daysAgo >= 0; daysAgo -= 5) {
      if (daysAgo <= 35 && daysAgo >= 22) continue
      const at = now.minus({ days: daysAgo })
      await UserSession.create({
        id: randomUUID(),
        userId: kirito.id,
        source: 'site',
        tokenHash: randomUUID(),
        browser: 'Demo',
        system: 'Linux',
        ip: '198.51.100.92',
        lastUsedAt: at,
        terminatedAt: at.plus({ hours: 1 }),
        createdAt: at,
      })
    }
  }
  const referrals = await app.container.make(ReferralService)
  await referrals.payHours()
  // The job's first run since setup paid each referral's hours, one after the other.
  const paid = await LedgerEntry.query().where('reference_type', 'referral').orderBy('id')
  for (const [index, entry] of paid.entries()) {
    await dateLedger('referral', entry.referenceId!, now.minus({ minutes: paid.length - index }))
  }
}

/** The first server's wipe in five days: Kirito_92's purchases there (purchases.ts) come before it. */
async function seedWipe(now: DateTime) {
  const server = await Server.query().orderBy('position').first()
  if (!server || (await Wipe.findBy('server_id', server.id))) return
  await Wipe.create({
    serverId: server.id,
    wipeAt: now.startOf('hour').plus({ days: 5 }),
    documentId: null,
  })
}

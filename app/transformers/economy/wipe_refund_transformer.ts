import type { WipeRefunds } from '#services/economy/refund_service'
import type WipeRefund from '#models/wipe_refund'
import rewardsConfig from '#config/rewards'

/** The refund tab (page and `GET cabinet/refund`): upcoming wipes with purchases, past refunds. */
export function refundTab(upcoming: WipeRefunds[], past: WipeRefund[], locale: string) {
  return {
    terms: rewardsConfig.refunds,
    wipes: upcoming.map(({ wipe, purchases, refundable, refund }) => ({
      id: wipe.id,
      server: { slug: wipe.server.slug, name: wipe.server.name },
      wipeAt: wipe.wipeAt.toUTC().toISO()!,
      news: wipe.document ? { slug: wipe.document.slug } : null,
      refundable,
      refunded: refund ? { amount: refund.amount, at: refund.createdAt.toUTC().toISO()! } : null,
      purchases: purchases.map(({ purchase, status }) => {
        const item = purchase.grant.role ?? purchase.grant.ability
        return {
          id: purchase.id,
          kind: purchase.kind,
          name: locale === 'en' ? item.nameEn : item.nameRu,
          amount: purchase.amount,
          boughtAt: purchase.createdAt.toUTC().toISO()!,
          status,
        }
      }),
    })),
    refunds: past.map((refund) => ({
      id: refund.id,
      server: refund.wipe.server.name,
      wipeAt: refund.wipe.wipeAt.toUTC().toISO()!,
      amount: refund.amount,
      at: refund.createdAt.toUTC().toISO()!,
    })),
  }
}

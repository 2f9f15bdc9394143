import env from '#start/env'

/*
| Rewards (issue #24, spec §4 and §9): the daily bonus checked through the
| VK API, coins per hour a referral plays, refunds before a wipe.
*/
const trimmed = (url: string) => url.replace(/\/+$/, '')

const rewardsConfig = {
  bonus: {
    /** spec §9: 40–50 coins, drawn on the server, both ends included. */
    minCoins: 40,
    maxCoins: 50,
  },
  vk: {
    /**
     * The community's access token for `groups.isMember` and
     * `messages.isMessagesFromGroupAllowed`: VK_BONUS_TOKEN, else the
     * two-factor bot's. Without a token or a group the bonus says it is
     * not set up.
     */
    token: env.get('VK_BONUS_TOKEN') || env.get('VK_BOT_TOKEN') || null,
    groupId: env.get('VK_GROUP_ID') || null,
    apiUrl: trimmed(env.get('VK_API_URL', 'https://api.vk.com')),
    timeoutMs: 5_000,
  },
  referrals: {
    /** spec §9: coins the referrer earns for each full hour the referral plays. */
    coinsPerHour: 2,
    /** spec §9: the referrer earns only while logged in at least weekly. */
    activeDays: 7,
  },
  refunds: {
    /** spec §9 offer terms: items bought up to 14 days before the wipe are refunded … */
    itemDays: 14,
    /** … and privileges up to 15 days before it. */
    roleDays: 15,
  },
}

export type RewardsConfig = typeof rewardsConfig

export default rewardsConfig

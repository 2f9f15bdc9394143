import limiter from '@adonisjs/limiter/services/main'
import ReferralVisit from '#models/referral_visit'
import type { Actor } from '#data/actor'

/** Visits of one code from one address counted per hour; a refreshing visitor inflates nothing. */
const VISITS_PER_ADDRESS_HOURLY = 10

/** Referral links `/r/{code}` (spec §2, §9). */
export default class ReferralService {
  /**
   * Records one visit of a referral link (user agent cut at 500 characters),
   * at most VISITS_PER_ADDRESS_HOURLY per address and code; the visitor is
   * never refused.
   */
  async recordVisit(input: Pick<Actor, 'ip' | 'userAgent'> & { code: string }) {
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
}

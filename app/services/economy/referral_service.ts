import ReferralVisit from '#models/referral_visit'

/** Referral links `/r/{code}` (spec §2, §9). */
export default class ReferralService {
  /** Records one visit of a referral link; the user agent is cut at 500 characters. */
  async recordVisit(input: { code: string; ip: string; userAgent: string }) {
    await ReferralVisit.create({
      code: input.code,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
    })
  }
}

import factory from '@adonisjs/lucid/factories'
import ReferralVisit from '#models/referral_visit'

/** One recorded visit of a `/r/{code}` referral link. */
export const ReferralVisitFactory = factory
  .define(ReferralVisit, ({ faker }) => ({
    code: faker.string.alphanumeric(8),
    ip: faker.internet.ipv4(),
    userAgent: faker.internet.userAgent().slice(0, 500),
  }))
  .build()

import env from '#start/env'
import RecheckPaymentsJob from '#jobs/economy/recheck_payments_job'
import SweepDeliveriesJob from '#jobs/network/sweep_deliveries_job'
import RefreshPlaytimeTotalsJob from '#jobs/players/refresh_playtime_totals_job'
import ExpireStoreRolesJob from '#jobs/economy/expire_store_roles_job'
import PayReferralRewardsJob from '#jobs/economy/pay_referral_rewards_job'

/** A schedule's period: SCHEDULE_EVERY for all of them (tests watch every job run), else its own. */
const every = (own: string) => env.get('SCHEDULE_EVERY', own)

/**
 * Every scheduled job (start/queue.ts declares them, the operations page
 * lists them). A schedule is a row of the queue's store claimed atomically
 * when due, so it runs once per period however many instances poll.
 */
export const SCHEDULES = [
  { job: SweepDeliveriesJob, id: 'network:delivery-sweep', every: every('1m') },
  { job: RecheckPaymentsJob, id: 'payments:recheck', every: every('1m') },
  { job: RefreshPlaytimeTotalsJob, id: 'players-playtime-totals', every: every('1m') },
  {
    job: ExpireStoreRolesJob,
    id: 'store:role-expiry',
    every: env.get('STORE_EXPIRY_INTERVAL') ?? every('1m'),
  },
  { job: PayReferralRewardsJob, id: 'referrals:rewards', every: every('5m') },
] as const

/** The job names the run log records (a job's `options.name`). */
export const SCHEDULED_JOB_NAMES: ReadonlySet<string> = new Set(
  SCHEDULES.map(({ job }) => job.options.name ?? job.name)
)

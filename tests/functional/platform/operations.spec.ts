import { tracingChannel } from 'node:diagnostics_channel'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import JobRun from '#models/job_run'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import JobRunService from '#services/platform/job_run_service'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

async function staffHeaders(paths = ['web.ops.view']) {
  const user: User = await UserFactory.create()
  const group = await withPermissions(paths).create()
  await user.related('staffGroups').attach([group.id])
  return sessionHeaders(await openSession(user))
}

type ScheduledJob = { id: string; job: string; failures: number; runs: Record<string, unknown>[] }

test.group('Staff operations page', (group) => {
  group.each.setup(isolateDatabase)

  test('is a 404 without web.ops.view', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'platform.operations.index'))
      .headers(await staffHeaders(['web.network.view']))
    response.assertStatus(404)
  })

  test("lists every scheduled job's latest runs and failures, and the outbox", async ({
    client,
    assert,
  }) => {
    const runs = new JobRunService()
    await runs.record({ job: 'RecheckPaymentsJob', status: 'completed', durationMs: 12 })
    await runs.record({
      job: 'RecheckPaymentsJob',
      status: 'failed',
      durationMs: 30,
      error: new Error('gateway down'),
    })
    const server = await ServerFactory.create()
    const oldest = await DeliveryCommandFactory.merge({
      serverId: server.id,
      createdAt: DateTime.utc().minus({ hours: 2 }).startOf('second'),
    }).create()
    await DeliveryCommandFactory.merge({ serverId: server.id }).create()
    await DeliveryCommandFactory.merge({ serverId: server.id }).apply('failed').create()
    await DeliveryCommandFactory.merge({ serverId: server.id }).apply('done').create()

    const response = await client
      .get(pagePath('en', 'platform.operations.index'))
      .headers(await staffHeaders())
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('platform/operations/index')
    const jobs = response.inertiaProps.jobs as ScheduledJob[]
    assert.includeMembers(
      jobs.map((job) => job.id),
      [
        'network:delivery-sweep',
        'payments:recheck',
        'players-playtime-totals',
        'store:role-expiry',
        'referrals:rewards',
        'network:monitoring-poller',
      ]
    )
    const recheck = jobs.find((job) => job.id === 'payments:recheck')!
    assert.equal(recheck.failures, 1)
    assert.containsSubset(recheck.runs, [
      { status: 'failed', durationMs: 30, error: 'Error: gateway down' },
      { status: 'completed', durationMs: 12, error: null },
    ])
    assert.deepEqual(response.inertiaProps.outbox, {
      backlog: 2,
      oldestAt: oldest.createdAt.toUTC().toISO(),
      failed: 1,
    })
  })

  test("records a scheduled job's run from the queue's execution trace, and no other job's", async ({
    assert,
  }) => {
    const executions = tracingChannel('boringqueue.job.execute')
    executions.asyncEnd.publish({
      job: { name: 'SweepDeliveriesJob' },
      status: 'completed',
      duration: 7.4,
    })
    executions.asyncEnd.publish({ job: { name: 'SendMailJob' }, status: 'completed', duration: 3 })

    let recorded: JobRun[] = []
    for (let tries = 0; tries < 50 && recorded.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      recorded = await JobRun.all()
    }
    assert.lengthOf(recorded, 1)
    assert.containsSubset(recorded[0], {
      job: 'SweepDeliveriesJob',
      status: 'completed',
      durationMs: 7,
    })
  })

  test("drops a job's runs older than a day as new ones arrive", async ({ assert }) => {
    await JobRun.create({
      job: 'PayReferralRewardsJob',
      status: 'completed',
      durationMs: 5,
      instance: 'gone:1',
      startedAt: DateTime.utc().minus({ hours: 25 }),
      error: null,
    })
    await new JobRunService().record({
      job: 'PayReferralRewardsJob',
      status: 'completed',
      durationMs: 5,
    })
    const runs = await JobRun.query().where('job', 'PayReferralRewardsJob')
    assert.lengthOf(runs, 1)
    assert.notEqual(runs[0].instance, 'gone:1')
  })
})

import { tracingChannel } from 'node:diagnostics_channel'
import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import { UserFactory } from '#database/factories/user_factory'
import { PaymentFactory } from '#database/factories/payment_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { requestContext } from '#data/request_context'
import { isolateDatabase } from '#tests/support/database'
import { captureLogs } from '#tests/support/logs'
import { pathFor } from '#tests/support/urls'

const TOKEN = { authorization: 'Bearer test-metrics-token' }

/** The value of one series of a Prometheus text answer (0 when absent). */
function sample(text: string, series: string) {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

test.group('Metrics', (group) => {
  group.each.setup(isolateDatabase)

  test('are refused without the token, and with a wrong one', async ({ client }) => {
    const bare = await client.get(pathFor('platform.metrics.show'))
    bare.assertStatus(401)
    const wrong = await client
      .get(pathFor('platform.metrics.show'))
      .header('authorization', 'Bearer not-the-token')
    wrong.assertStatus(401)
  })

  test('change as traffic flows: requests, outbox, payments and job runs', async ({
    client,
    assert,
  }) => {
    const scrape = async () => {
      const response = await client.get(pathFor('platform.metrics.show')).headers(TOKEN)
      response.assertStatus(200)
      assert.match(response.header('content-type') ?? '', /^text\/plain/)
      return response.text()
    }
    const health = 'http_requests_total{route="platform.health.show",method="GET",status="200"}'
    const sweeps = 'job_runs_total{job="SweepDeliveriesJob",status="failed"}'
    const before = await scrape()

    await client.get(pathFor('platform.health.show'))
    await client.get(pathFor('platform.health.show'))
    const server = await ServerFactory.create()
    await DeliveryCommandFactory.merge({ serverId: server.id }).createMany(3)
    const user = await UserFactory.create()
    await PaymentFactory.merge({ userId: user.id, status: 'succeeded' }).create()
    tracingChannel('boringqueue.job.execute').asyncEnd.publish({
      job: { id: 'j1', name: 'SweepDeliveriesJob' },
      status: 'failed',
      duration: 40,
    })
    const after = await scrape()

    assert.equal(sample(after, health) - sample(before, health), 2)
    assert.equal(sample(before, 'outbox_backlog'), 0)
    assert.equal(sample(after, 'outbox_backlog'), 3)
    assert.equal(sample(after, 'payments{state="succeeded"}'), 1)
    assert.equal(sample(after, sweeps) - sample(before, sweeps), 1)
    assert.isAbove(sample(after, 'process_resident_memory_bytes'), 0)
  })

  test("a job carries the dispatching request's id into its run and its log lines", async ({
    assert,
    cleanup,
  }) => {
    const jobs = [{ id: 'j2', name: 'DeliverCommandJob' } as Record<string, unknown>]
    await requestContext.run({ request_id: 'purchase-request-1' }, () =>
      tracingChannel('boringqueue.job.dispatch').tracePromise(async () => {}, { jobs })
    )
    assert.equal(jobs[0].requestId, 'purchase-request-1')

    const logs = captureLogs()
    cleanup(logs.restore)
    // Run by a worker elsewhere, outside any request: the stored id is its context.
    await tracingChannel('boringqueue.job.execute').tracePromise(
      async () => logger.error('delivering'),
      { job: jobs[0] }
    )
    assert.containsSubset(logs.lines, [{ msg: 'delivering', request_id: 'purchase-request-1' }])
  })
})

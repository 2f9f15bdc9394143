import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import JobRunService from '#services/platform/job_run_service'
import {
  VIEWPORTS,
  axeViolations,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInEnglish } from '#tests/support/journeys'
import { pagePath } from '#tests/support/urls'

const FAILURE = 'connect ECONNREFUSED 10.0.0.7:8443: the payment gateway did not answer within 10 s'

test.group('Staff operations journey', (group) => {
  group.each.setup(freshDatabase)

  test('staff read the scheduled jobs and the outbox at both widths', async ({
    browserContext,
    assert,
  }) => {
    const staff = await UserFactory.merge({ nickname: 'Sora' }).create()
    const operators = await withPermissions(['web.ops.view']).create()
    await staff.related('staffGroups').attach([operators.id])
    // The rows the queue's execution trace writes for each run (start/queue.ts).
    const runs = new JobRunService()
    await runs.record({ job: 'RecheckPaymentsJob', status: 'completed', durationMs: 41 })
    await runs.record({
      job: 'RecheckPaymentsJob',
      status: 'failed',
      durationMs: 10_012,
      error: new Error(FAILURE),
    })
    await runs.record({ job: 'SweepDeliveriesJob', status: 'completed', durationMs: 7 })
    await runs.record({ job: 'ExpireStoreRolesJob', status: 'retrying', durationMs: 230 })
    const server = await ServerFactory.create()
    await DeliveryCommandFactory.merge({ serverId: server.id }).create()
    await DeliveryCommandFactory.merge({ serverId: server.id }).apply('failed').create()
    await logInEnglish(browserContext, staff, '203.0.113.31')
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'platform.operations.index'))
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor()
    await page.getByText(FAILURE).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-operations-en-1440')

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'platform.operations.index'))
    await page.getByRole('heading', { level: 1, name: 'Операции' }).waitFor()
    await page.getByText(FAILURE).waitFor()
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-operations-ru-360')

    assert.deepEqual(errors, [])
  })
})

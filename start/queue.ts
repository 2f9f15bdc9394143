/*
| Background work (docs/decisions.md "Background work"). `mail.sendLater`
| queues letters as SendMailJob in the persistent queue (config/queue.ts),
| and every web process runs a worker for the queues of config/queue.ts
| unless QUEUE_WORKER=false (then `node ace queue:work -q default,mail,delivery`
| runs elsewhere).
*/
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { Worker } from '@adonisjs/queue'
import type { MailersList } from '@adonisjs/mail/types'
import type { AdapterFactory, QueueConfig } from '@adonisjs/queue/types'
import env from '#start/env'
import SendMailJob from '#jobs/platform/send_mail_job'
import { SCHEDULED_JOB_NAMES, SCHEDULES } from '#jobs/schedules'
import JobRunService from '#services/platform/job_run_service'
import { whenDatabaseFree } from '#data/transactions'

mail.setMessenger((mailer) => ({
  async queue(letter, sendConfig) {
    await SendMailJob.dispatch({
      mailer: mailer.name as keyof MailersList,
      mail: letter,
      sendConfig,
    })
  },
}))

/**
 * An idle worker polls less and less often, up to this far apart (#29): each
 * empty poll is a handful of claiming transactions on the main database. A job
 * dispatched in this process wakes it at once; one dispatched elsewhere (or
 * delayed, or a schedule falling due) waits at most this long.
 */
const IDLE_MAX_MS = 5000
const DISPATCHED = 'tracing:boringqueue.job.dispatch:asyncEnd'
const EXECUTED = 'tracing:boringqueue.job.execute:asyncEnd'

type Execution = {
  job: { name: string }
  status?: 'completed' | 'failed' | 'retrying'
  duration?: number
  error?: unknown
}

/** Each run of a scheduled job goes to the run log (the operations page), whichever instance ran it. */
function recordExecution(message: unknown) {
  const { job, status, duration, error } = message as Execution
  if (!status || !SCHEDULED_JOB_NAMES.has(job.name)) return
  new JobRunService()
    .record({ job: job.name, status, durationMs: duration ?? 0, error })
    .catch((failure) => logger.warn({ err: failure, job: job.name }, 'a job run was not recorded'))
}

/**
 * The worker of a web process: started once the app is ready, stopped when
 * it terminates. It runs Worker.processCycle itself, not Worker.start, so
 * that the pause between polls ends at once on shutdown and a failing poll
 * (database down) is logged.
 */
async function startWorker() {
  const config = app.config.get<QueueConfig>('queue')
  const adapters: Record<string, AdapterFactory> = {}
  for (const [name, adapter] of Object.entries(config.adapters)) {
    adapters[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(app)
  }
  const worker = new Worker({
    ...config,
    adapters,
    autoLoadJobs: false,
    jobFactory: (JobClass) => app.container.make(JobClass),
    logger,
  })
  const stopping = new AbortController()
  const queues = Object.keys(config.queues ?? { default: {} })
  let wake = new AbortController()
  // @boringnode/queue traces every dispatch; its async end means the job is stored.
  const dispatched = () => wake.abort()
  subscribe(DISPATCHED, dispatched)
  const running = (async () => {
    let idle = 0
    while (!stopping.signal.aborted) {
      // Before the poll: a dispatch while it runs ends the pause that follows.
      wake = new AbortController()
      const cycle = await worker.processCycle(queues)
      if (cycle?.type !== 'idle' && cycle?.type !== 'error') {
        idle = 0
        continue
      }
      if (cycle.type === 'error')
        logger.warn({ err: cycle.error }, 'the queue worker could not poll')
      const delay = typeof cycle.suggestedDelay === 'number' ? cycle.suggestedDelay : 1000
      const pause = cycle.type === 'idle' ? Math.min(delay * 2 ** idle++, IDLE_MAX_MS) : delay
      await sleep(pause, undefined, {
        signal: AbortSignal.any([stopping.signal, wake.signal]),
      }).catch(() => (idle = 0))
    }
  })().catch((error) => logger.error({ err: error }, 'the queue worker stopped'))

  app.terminating(async () => {
    unsubscribe(DISPATCHED, dispatched)
    stopping.abort()
    // Jobs still running after the grace period run again elsewhere (visibility timeout).
    const graceMs = env.get('SHUTDOWN_GRACE_PERIOD', 10) * 1000
    await Promise.race([
      worker.stop().then(() => running),
      sleep(graceMs, undefined, { ref: false }),
    ])
  })
}

// Every worker of this process: the web process's own and `node ace queue:work`.
subscribe(EXECUTED, recordExecution)

if (app.getEnvironment() === 'web' && env.get('QUEUE_WORKER', true)) {
  app.ready(startWorker)
}

/*
| Schedules live in the queue's store (upserted by id), so each web process
| declaring them at start keeps one schedule, run by one worker at a time.
| A database that is down at start must not stop the server (nor its
| worker): the next start declares them.
*/
if (app.getEnvironment() === 'web') {
  app.ready(async () => {
    for (const { job, id, every } of SCHEDULES) {
      await whenDatabaseFree(() => job.schedule({}).id(id).every(every).run()).catch((error) =>
        logger.warn({ err: error, schedule: id }, 'a schedule could not be declared')
      )
    }
  })
}

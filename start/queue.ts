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
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { Worker } from '@adonisjs/queue'
import type { MailersList } from '@adonisjs/mail/types'
import type { AdapterFactory, QueueConfig } from '@adonisjs/queue/types'
import env from '#start/env'
import { visibilityTimeout } from '#config/queue'
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
 * How often an idle worker looks for work (#29). A poll of the database queue is a
 * claiming transaction per queue and free slot plus one for the schedules (about twenty
 * here), on SQLite's only connection; an idle worker instead reads the jobs' and the
 * schedules' indexes once (no transaction) and polls only when they show something due.
 * A job dispatched in this process wakes it at once; one dispatched elsewhere, a delayed
 * job or a schedule falling due waits at most this long.
 */
const IDLE_PROBE_MS = 1000
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
 * Whether the database queue has something for a worker now: a pending job, a delayed one
 * due, one whose worker stopped renewing it, or a schedule due. Reads as the adapter's
 * claims do (config/queue.ts tables; times in ms, schedules as dates), without a lock.
 */
async function databaseWorkDue(queues: string[], stalledMs: number) {
  const now = Date.now()
  const job = await db
    .from('queue_jobs')
    .whereIn('queue', queues)
    .where((due) =>
      due
        .where('status', 'pending')
        .orWhere((delayed) => delayed.where('status', 'delayed').where('execute_at', '<=', now))
        .orWhere((stalled) =>
          stalled.where('status', 'active').where('acquired_at', '<', now - stalledMs)
        )
    )
    .select('id')
    .first()
  if (job) return true
  const schedule = await db
    .from('queue_schedules')
    .where('status', 'active')
    .where('next_run_at', '<=', new Date(now))
    .select('id')
    .first()
  return Boolean(schedule)
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
  const probe = config.default === 'database' ? databaseWorkDue : async () => true
  const stalledMs = visibilityTimeout * 1000
  const running = (async () => {
    while (!stopping.signal.aborted) {
      // Before the poll: a dispatch while it runs ends the wait that follows.
      wake = new AbortController()
      const cycle = await worker.processCycle(queues)
      if (cycle?.type === 'error') {
        logger.warn({ err: cycle.error }, 'the queue worker could not poll')
        const delay = typeof cycle.suggestedDelay === 'number' ? cycle.suggestedDelay : 1000
        await pause(delay, wake.signal)
      } else if (cycle?.type === 'idle') {
        do {
          if (!(await pause(IDLE_PROBE_MS, wake.signal))) break
        } while (!(await probe(queues, stalledMs).catch(() => true)))
      }
    }
  })().catch((error) => logger.error({ err: error }, 'the queue worker stopped'))

  /** Waits `ms`; false when a dispatch or the shutdown ended the wait early. */
  function pause(ms: number, woken: AbortSignal) {
    return sleep(ms, true, { signal: AbortSignal.any([stopping.signal, woken]) }).catch(() => false)
  }

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

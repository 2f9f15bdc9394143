import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import locks from '@adonisjs/lock/services/main'
import monitoringConfig from '#config/monitoring'
import MonitoringPollService from '#services/network/monitoring_poll_service'
import JobRunService, { POLLER_JOB } from '#services/platform/job_run_service'
import { retryableConflict } from '#data/database_errors'

/** The lock every process competes for; its holder is the one poller of the deployment. */
export const POLLER_LOCK = 'network:monitoring-poller'

/**
 * The monitoring poller's loop (#9, architecture: scheduled work runs once
 * across instances). Every web process runs it; each round, the process
 * either extends the lock it holds or tries to take it, and only the holder
 * polls. The lock expires `lockTtlMs` after its last extension, so a holder
 * that crashed or hangs is taken over within that time; a holder that stops
 * cleanly releases it at once.
 */
@inject()
export default class MonitoringPollerService {
  #stopping = new AbortController()
  #running: Promise<void> | null = null
  #holding = false

  constructor(
    private rounds: MonitoringPollService,
    private runs: JobRunService
  ) {}

  /** Whether this process holds the poller's lock now. */
  get holding() {
    return this.#holding
  }

  start(config = monitoringConfig) {
    const lock = locks.createLock(POLLER_LOCK, config.lockTtlMs)
    this.#running = (async () => {
      while (!this.#stopping.signal.aborted) {
        const started = Date.now()
        try {
          this.#holding = this.#holding ? await this.#extend(lock) : await lock.acquireImmediately()
          if (this.#holding) await this.#round()
        } catch (error) {
          // Another process's write (SQLite's lock) is settled by the next round: not a warning.
          if (retryableConflict(error)) {
            logger.debug(
              { err: error },
              'the database was busy; the monitoring poller polls next round'
            )
          } else {
            logger.warn({ err: error }, 'the monitoring poller could not poll')
          }
        }
        const pause = Math.max(0, config.intervalMs - (Date.now() - started))
        await sleep(pause, undefined, { signal: this.#stopping.signal }).catch(() => {})
      }
      if (this.#holding) await lock.release().catch(() => {})
      this.#holding = false
    })()
  }

  /**
   * Ends the loop. A round still waiting on a slow server (up to two ping
   * timeouts) must not hold up a SIGTERM: after a second the exit may cut it,
   * and the lock, if not released by then, expires by itself.
   */
  async stop() {
    this.#stopping.abort()
    await Promise.race([this.#running, sleep(1000)])
  }

  /** One poll, in the run log (its failure is logged there and by the loop). */
  async #round() {
    const started = performance.now()
    try {
      await this.rounds.poll()
      await this.runs.record({
        job: POLLER_JOB,
        status: 'completed',
        durationMs: performance.now() - started,
      })
    } catch (error) {
      await this.runs
        .record({
          job: POLLER_JOB,
          status: 'failed',
          durationMs: performance.now() - started,
          error,
        })
        .catch(() => {})
      throw error
    }
  }

  /** Keeps the lock; false when another process took it meanwhile (this one was too slow). */
  async #extend(lock: ReturnType<typeof locks.createLock>) {
    try {
      await lock.extend()
      return true
    } catch {
      return lock.acquireImmediately()
    }
  }
}

import { Head } from '@inertiajs/react'
import { Activity } from 'lucide-react'
import type { Data } from '@generated/data'
import { DateTime } from '~/components/accounts/date_time'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

type Job = Data.Platform.ScheduledJob
type Outbox = Data.Platform.OutboxOverview

type Props = { jobs: Job[]; outbox: Outbox }

const STATUS_VARIANTS = { completed: 'success', failed: 'danger', retrying: 'warn' } as const

function OutboxCard({ outbox }: { outbox: Outbox }) {
  const t = useT()
  return (
    <Card className="grid gap-4 p-5 sm:grid-cols-3">
      <div>
        <p className="text-sm text-muted">{t('platform.operations.outbox_backlog')}</p>
        <p className="text-2xl font-semibold text-white tabular-nums">{outbox.backlog}</p>
      </div>
      <div>
        <p className="text-sm text-muted">{t('platform.operations.outbox_oldest')}</p>
        <p className="text-white">
          {outbox.oldestAt ? <DateTime value={outbox.oldestAt} /> : t('platform.operations.none')}
        </p>
      </div>
      <div>
        <p className="text-sm text-muted">{t('platform.operations.outbox_failed')}</p>
        <p className="text-2xl font-semibold text-white tabular-nums">{outbox.failed}</p>
      </div>
    </Card>
  )
}

function Runs({ job }: { job: Job }) {
  const t = useT()
  if (job.runs.length === 0)
    return <span className="text-muted">{t('platform.operations.no_runs')}</span>
  return (
    <ul className="flex flex-col gap-1.5">
      {job.runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-center gap-2 text-xs">
          <Badge size="sm" variant={STATUS_VARIANTS[run.status]}>
            {t(`platform.operations.statuses.${run.status}`)}
          </Badge>
          <DateTime value={run.startedAt} />
          <span className="tabular-nums">
            {t('platform.operations.duration', { ms: run.durationMs })}
          </span>
          <span className="text-subtle">{run.instance}</span>
          {run.error && <span className="block w-full break-words text-danger">{run.error}</span>}
        </li>
      ))}
    </ul>
  )
}

/** Staff → operations (web.ops.view): scheduled work across instances and the outbox. */
export default function OperationsIndex({ jobs, outbox }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('platform.operations.title')} />
      <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-3 font-display text-2xl font-semibold text-white sm:text-3xl">
            <Activity aria-hidden="true" className="size-7 text-accent2-text" />
            {t('platform.operations.title')}
          </h1>
          <p className="max-w-3xl text-sm leading-6 text-muted sm:text-base">
            {t('platform.operations.intro')}
          </p>
        </div>
        <section aria-labelledby="operations-outbox" className="flex flex-col gap-3">
          <h2 id="operations-outbox" className="text-lg font-semibold text-white">
            {t('platform.operations.outbox_title')}
          </h2>
          <OutboxCard outbox={outbox} />
        </section>
        <section aria-labelledby="operations-jobs" className="flex min-w-0 flex-col gap-3">
          <h2 id="operations-jobs" className="text-lg font-semibold text-white">
            {t('platform.operations.jobs_title')}
          </h2>
          <Table label={t('platform.operations.jobs_title')} className="min-w-0">
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('platform.operations.columns.job')}</TableHeaderCell>
                <TableHeaderCell>{t('platform.operations.columns.every')}</TableHeaderCell>
                <TableHeaderCell>{t('platform.operations.columns.next')}</TableHeaderCell>
                <TableHeaderCell>{t('platform.operations.columns.failures')}</TableHeaderCell>
                <TableHeaderCell>{t('platform.operations.columns.runs')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell className="align-top">
                    <span className="block font-medium text-white">{job.id}</span>
                    <code className="block font-mono text-xs text-subtle">{job.job}</code>
                  </TableCell>
                  <TableCell className="align-top tabular-nums">{job.every}</TableCell>
                  <TableCell className="align-top text-xs">
                    {job.nextRunAt ? (
                      <DateTime value={job.nextRunAt} />
                    ) : (
                      t('platform.operations.unknown')
                    )}
                  </TableCell>
                  <TableCell className="align-top tabular-nums">{job.failures}</TableCell>
                  <TableCell className="max-w-96 align-top whitespace-normal">
                    <Runs job={job} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      </div>
    </>
  )
}

OperationsIndex.layout = DefaultLayout

import { Head } from '@inertiajs/react'
import { Activity } from 'lucide-react'
import type { Data } from '@generated/data'
import { DateTime } from '~/components/accounts/date_time'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { type DataColumn, DataTable } from '~/components/ui/data_table'
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

/** A schedule's period ("1m", "10s") in the reader's words. */
function Period({ every }: { every: string }) {
  const t = useT()
  const match = /^(\d+)(s|m|h|d)$/.exec(every)
  if (!match) return every
  return t(`platform.operations.every.${match[2]}`, { count: Number(match[1]) })
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
  // On a phone each job is a card of labelled values: a table would hide its runs sideways.
  const columns: DataColumn<Job>[] = [
    {
      key: 'job',
      header: t('platform.operations.columns.job'),
      cell: (job) => (
        <span className="min-w-0">
          <span className="block font-medium text-white">{job.id}</span>
          <code className="block font-mono text-xs text-subtle">{job.job}</code>
        </span>
      ),
      className: 'align-top',
    },
    {
      key: 'every',
      header: t('platform.operations.columns.every'),
      cell: (job) => <Period every={job.every} />,
      className: 'align-top tabular-nums',
    },
    {
      key: 'next',
      header: t('platform.operations.columns.next'),
      cell: (job) =>
        job.nextRunAt ? <DateTime value={job.nextRunAt} /> : t('platform.operations.unknown'),
      className: 'align-top',
    },
    {
      key: 'failures',
      header: t('platform.operations.columns.failures'),
      cell: (job) => job.failures,
      className: 'align-top tabular-nums',
    },
    {
      key: 'runs',
      header: t('platform.operations.columns.runs'),
      cell: (job) => <Runs job={job} />,
      className: 'max-w-96 align-top whitespace-normal',
    },
  ]
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
        {/* Not a landmark of its own: the table's frame is the region, named as this heading. */}
        <section className="flex min-w-0 flex-col gap-3">
          <h2 className="text-lg font-semibold text-white">
            {t('platform.operations.jobs_title')}
          </h2>
          <DataTable
            label={t('platform.operations.jobs_title')}
            columns={columns}
            rows={jobs}
            rowKey={(job) => job.id}
            stacked
          />
        </section>
      </div>
    </>
  )
}

OperationsIndex.layout = DefaultLayout

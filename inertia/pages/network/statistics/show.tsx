import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type {
  Monitoring,
  OnlineRecords as Records,
  OnlineStatistics,
} from '@domain/network/monitoring'
import { AppLink } from '~/components/app/app_link'
import { OnlineChart } from '~/components/network/online_chart'
import { OnlineRecords } from '~/components/network/online_records'
import { ServerClock } from '~/components/network/server_clock'
import { useMonitoring } from '~/hooks/use_monitoring'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

export default function StatisticsShow({
  server,
  monitoring: initial,
  records,
  statistics,
  timeZone,
}: {
  server: Data.Network.Server.Variants['toDetailed']
  monitoring: Monitoring
  records: Records
  statistics: OnlineStatistics
  timeZone: string
}) {
  const t = useT()
  const { monitoring } = useMonitoring(initial)
  const status = (monitoring ?? initial).servers[server.slug]
  // The day record comes with the page; online now follows the poll.
  const live = { ...records, onlineCurrent: status?.online ?? records.onlineCurrent }
  return (
    <>
      <Head title={t('network.statistics.server_title', { name: server.name })} />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2">
          <AppLink
            route="network.statistics.index"
            className="text-sm text-accent1-text hover:underline"
          >
            {t('network.statistics.back')}
          </AppLink>
          <h1 className="font-display text-3xl font-bold text-white sm:text-4xl">
            {t('network.statistics.server_title', { name: server.name })}
          </h1>
          <p className="text-sm text-muted" data-testid="server-state">
            {status?.up
              ? t('network.statistics.server_up', {
                  version: status.version ?? server.gameVersion,
                  tps: status.tps,
                })
              : t('network.servers_page.offline')}
          </p>
          <ServerClock timeZone={timeZone} />
        </div>
        <div data-testid="network-records">
          <OnlineRecords records={live} timeZone={timeZone} />
        </div>
        <OnlineChart
          initial={statistics}
          server={server.slug}
          title={t('network.statistics.chart_title')}
          timeZone={timeZone}
        />
      </div>
    </>
  )
}

StatisticsShow.layout = DefaultLayout

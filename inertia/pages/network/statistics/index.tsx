import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { Monitoring, OnlineStatistics } from '@domain/network/monitoring'
import { AppLink } from '~/components/app/app_link'
import { OnlineChart } from '~/components/network/online_chart'
import { OnlineRecords } from '~/components/network/online_records'
import { ServerClock } from '~/components/network/server_clock'
import { useMonitoring } from '~/hooks/use_monitoring'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

export default function StatisticsIndex({
  servers,
  monitoring: initial,
  statistics,
  timeZone,
}: {
  servers: Data.Network.Server[]
  monitoring: Monitoring
  statistics: OnlineStatistics
  timeZone: string
}) {
  const t = useT()
  const { monitoring } = useMonitoring(initial)
  const live = monitoring ?? initial
  return (
    <>
      <Head title={t('network.statistics.title')} />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-bold text-white sm:text-4xl">
            {t('network.statistics.title')}
          </h1>
          <ServerClock timeZone={timeZone} />
        </div>
        <div data-testid="network-records">
          <OnlineRecords records={live.records} timeZone={timeZone} />
        </div>
        <OnlineChart
          initial={statistics}
          title={t('network.statistics.chart_title')}
          timeZone={timeZone}
        />
        <section aria-labelledby="stats-servers" className="flex flex-col gap-4">
          <h2 id="stats-servers" className="font-display text-xl font-semibold text-white">
            {t('network.statistics.servers_title')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {servers.map((server) => {
              const status = live.servers[server.slug]
              return (
                <li key={server.slug}>
                  <AppLink
                    route="network.statistics.show"
                    params={{ server_name: server.slug }}
                    className="flex flex-col gap-1 rounded-2xl border border-border bg-surface/80 p-4 transition-colors hover:border-accent1/50"
                  >
                    <span className="font-semibold text-white">{server.name}</span>
                    <span
                      className="text-sm text-muted tabular-nums"
                      data-testid={`stats-online-${server.slug}`}
                    >
                      {status?.up
                        ? t('network.servers_page.online', {
                            online: status.online,
                            max: status.max,
                          })
                        : t('network.servers_page.offline')}
                    </span>
                  </AppLink>
                </li>
              )
            })}
          </ul>
        </section>
      </div>
    </>
  )
}

StatisticsIndex.layout = DefaultLayout

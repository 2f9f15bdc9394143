import { useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { OnlineStatistics } from '@domain/network/monitoring'
import { serverAccent } from '~/components/platform/server_accents'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

const PERIODS = ['day', 'week', 'month'] as const
type ChartPeriod = (typeof PERIODS)[number]

/** A design token's value (spec §3 theme data: graphText, graphMarker …). */
function token(name: string) {
  return getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim()
}

type ChartText = { locale: string; timeZone: string; timeLabel: string }

/**
 * Times are the network's (its records' and server clock's time zone), not the
 * reader's, so the chart's last point and the clock beside it agree (#27 item 2).
 */
function chartOptions(
  statistics: OnlineStatistics,
  width: number,
  { locale, timeZone, timeLabel }: ChartText
): uPlot.Options {
  const text = token('graphText')
  const grid = 'rgba(255,255,255,0.07)'
  const dateFormat = new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(statistics.period === 'day'
      ? { hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'short' }),
  })
  const axis = { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } }
  return {
    width,
    height: width < 480 ? 220 : 300,
    legend: { show: true, live: true },
    // Ticks fall on the network's whole hours and days.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
    cursor: { points: { size: 8 } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(5, max * 1.15)] } },
    axes: [
      {
        ...axis,
        values: (_u, ticks) => ticks.map((tick) => dateFormat.format(new Date(tick * 1000))),
      },
      { ...axis, size: 44 },
    ],
    series: [
      {
        label: timeLabel,
        value: (_u, value) => (value === null ? '—' : dateFormat.format(new Date(value * 1000))),
      },
      ...statistics.servers.map((server, index) => {
        const color = serverAccent(server.slug, index).color
        return {
          label: server.name,
          stroke: color,
          width: 2,
          fill: `${color}1f`,
          // A bucket without a sample (a poller pause) is bridged, not drawn as a hole.
          spanGaps: true,
          points: { show: false },
        }
      }),
    ],
  }
}

/**
 * Online over a day, a week or a month (uPlot, themed from the design
 * tokens); periods other than the page's first load from `GET server/statistics`.
 */
export function OnlineChart({
  initial,
  server,
  title,
  timeZone,
}: {
  initial: OnlineStatistics
  server?: string
  title: string
  timeZone: string
}) {
  const t = useT()
  const { locale } = useShared()
  const [period, setPeriod] = useState<ChartPeriod>('day')
  const [loaded, setLoaded] = useState<Partial<Record<ChartPeriod, OnlineStatistics>>>({})
  const statistics = period === initial.period ? initial : (loaded[period] ?? initial)
  const box = useRef<HTMLDivElement>(null)
  const timeLabel = t('network.statistics.chart_time')

  useEffect(() => {
    if (period === initial.period) return
    const controller = new AbortController()
    const query: Record<string, string> = { period, ...(server ? { server } : {}) }
    fetch(pageUrl('api.network.statistics.show', locale, {}, query), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (body: OnlineStatistics | null) =>
          body && setLoaded((before) => ({ ...before, [period]: body }))
      )
      .catch(() => {})
    return () => controller.abort()
  }, [period, server, locale, initial])

  useEffect(() => {
    const element = box.current
    if (!element) return
    const data = [
      statistics.timestamps,
      ...statistics.servers.map((entry) => entry.online),
    ] as uPlot.AlignedData
    const text = { locale, timeZone, timeLabel }
    const plot = new uPlot(chartOptions(statistics, element.clientWidth, text), data, element)
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: element.clientWidth < 480 ? 220 : 300 })
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [statistics, locale, timeZone, timeLabel])

  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="max-w-sm">
        <SegmentedControl
          label={t('network.statistics.period')}
          value={period}
          options={PERIODS.map((value) => ({
            value,
            label: t(`network.statistics.periods.${value}`),
          }))}
          onChange={(value) => setPeriod(value as ChartPeriod)}
        />
      </div>
      <figure className="m-0">
        <figcaption className="sr-only">
          {t('network.statistics.chart_label', {
            period: t(`network.statistics.periods.${period}`),
          })}
        </figcaption>
        <div
          ref={box}
          className="tm-online-chart min-h-[220px] w-full overflow-hidden rounded-2xl border border-border bg-surface/70 p-2 text-graph-text sm:min-h-[300px]"
        />
      </figure>
    </section>
  )
}

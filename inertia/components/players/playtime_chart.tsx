import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Data } from '@generated/data'
import { PLAYTIME_PERIODS, type PlaytimePeriod } from '@domain/players/playtime'
import { UplotChart } from '~/components/charts/uplot_chart'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { Spinner } from '~/components/ui/spinner'
import { useShared } from '~/hooks/use_shared'
import { useMessages, useT } from '~/hooks/use_t'
import { apiRequest } from '~/lib/api_client'

type Series = Data.Players.PlaytimeSeries

/** Bucket labels: hours and days by date, weeks by their Monday, months by month and year. */
function formatterOf(locale: string, resolution: Series['resolution']) {
  const options: Intl.DateTimeFormatOptions =
    resolution === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : resolution === 'hour'
        ? { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', timeZone: 'UTC' }
  const format = new Intl.DateTimeFormat(locale, options)
  return (seconds: number) => format.format(new Date(seconds * 1000))
}

/**
 * The playtime chart of a profile (spec §3): hours per bucket over a period, all servers or
 * one; switching the period or server asks `GET playtime/{nickname}[/{serverName}]`.
 */
export function PlaytimeChart({
  nickname,
  server,
  initial,
}: {
  nickname: string
  server: string | null
  /** The series the page came with: all servers, one month (the chart remounts per server). */
  initial: Series
}) {
  const t = useT()
  const messages = useMessages()
  const { locale } = useShared()
  const [period, setPeriod] = useState<PlaytimePeriod>('1m')
  const [series, setSeries] = useState<Series>(initial)
  // The page's series is of all servers: a server's chart asks for its own first.
  const [loading, setLoading] = useState(server !== null)

  /** The series of a period, or null when the call failed (apiRequest has told the player). */
  const fetchSeries = useCallback(
    async (next: PlaytimePeriod) => {
      try {
        const body = await apiRequest<{ playtime: Series }>('GET', 'api.players.playtimes.show', {
          messages,
          params: server ? { nickname, serverName: server } : { nickname },
          qs: { period: next },
        })
        return body.playtime
      } catch {
        return null
      }
    },
    [messages, nickname, server]
  )

  const show = useCallback((next: Series | null) => {
    if (next) setSeries(next)
    setLoading(false)
  }, [])

  useEffect(() => {
    if (server === null) return
    let live = true
    void fetchSeries('1m').then((next) => live && show(next))
    return () => {
      live = false
    }
  }, [server, fetchSeries, show])

  const choose = (next: PlaytimePeriod) => {
    setPeriod(next)
    setLoading(true)
    void fetchSeries(next).then(show)
  }

  const x = useMemo(() => series.points.map((point) => Date.parse(point.at) / 1000), [series])
  const lines = useMemo(
    () => [{ label: t('players.playtime.hours'), values: series.points.map((p) => p.hours) }],
    [series, t]
  )
  const formatX = useMemo(() => formatterOf(locale, series.resolution), [locale, series])
  const formatY = useCallback((value: number) => t('players.playtime.hours_short', { value }), [t])

  return (
    <section aria-labelledby="playtime-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="playtime-heading" className="font-display text-lg font-semibold text-white">
            {t('players.playtime.title')}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {t('players.playtime.summary', {
              hours: series.totalHours,
              resolution: t(`players.playtime.resolutions.${series.resolution}`),
            })}
          </p>
        </div>
        {loading && <Spinner label={t('players.playtime.loading')} />}
      </div>
      {/* Seven periods fit one row from 36rem; narrower, two rows of four rather than "1 / мес" (#27). */}
      <div className="@container">
        <SegmentedControl
          label={t('players.playtime.period')}
          value={period}
          options={PLAYTIME_PERIODS.map((value) => ({
            value,
            label: t(`players.playtime.periods.${value}`),
          }))}
          onChange={(value) => choose(value as PlaytimePeriod)}
          columns="grid-cols-4 @xl:auto-cols-fr @xl:grid-flow-col @xl:grid-cols-none"
        />
      </div>
      <UplotChart
        x={x}
        series={lines}
        formatX={formatX}
        formatY={formatY}
        bars={series.points.length <= 120}
      />
    </section>
  )
}

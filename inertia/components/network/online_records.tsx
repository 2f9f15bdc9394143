import type { OnlineRecords as Records } from '@domain/network/monitoring'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

function formatTime(iso: string | null, locale: string, timeZone: string) {
  if (!iso) return null
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

/** Online now, the day's record and the all-time record with when each was reached (spec §3). */
export function OnlineRecords({ records, timeZone }: { records: Records; timeZone: string }) {
  const t = useT()
  const { locale } = useShared()
  const items = [
    { label: t('network.statistics.online_current'), value: records.onlineCurrent, time: null },
    {
      label: t('network.statistics.online_day'),
      value: records.onlineDay,
      time: formatTime(records.timeOnlineDay, locale, timeZone),
    },
    {
      label: t('network.statistics.online_max'),
      value: records.onlineMax,
      time: formatTime(records.timeOnlineMax, locale, timeZone),
    },
  ]
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col gap-1 rounded-2xl border border-border bg-surface/80 p-4"
        >
          <dt className="text-xs font-semibold tracking-wider text-subtle uppercase">
            {item.label}
          </dt>
          <dd className="font-display text-3xl font-semibold text-white tabular-nums">
            {t('common.number', { value: item.value })}
          </dd>
          {item.time && <dd className="text-xs text-muted">{item.time}</dd>}
        </div>
      ))}
    </dl>
  )
}

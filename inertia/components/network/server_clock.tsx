import { useClock } from '~/hooks/use_clock'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

/** The network's time (its records' time zone), ticking every 500 ms. */
export function ServerClock({ timeZone }: { timeZone: string }) {
  const t = useT()
  const { locale } = useShared()
  const now = useClock()
  const time = now
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone }).format(now)
    : '--:--:--'
  return (
    <p className="text-sm text-muted">
      {t('network.statistics.server_time')}{' '}
      <time className="font-mono text-text tabular-nums" suppressHydrationWarning>
        {time}
      </time>
    </p>
  )
}

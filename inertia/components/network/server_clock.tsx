import { useNow } from '~/hooks/use_now'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

/** The network's time (its records' time zone), ticking every 500 ms. */
export function ServerClock({ timeZone }: { timeZone: string }) {
  const t = useT()
  const { locale } = useShared()
  const now = useNow()
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone }).format(now)
  return (
    <p className="text-sm text-muted">
      {t('network.statistics.server_time')}{' '}
      <time className="font-mono text-text tabular-nums" dateTime={new Date(now).toISOString()}>
        {time}
      </time>
    </p>
  )
}

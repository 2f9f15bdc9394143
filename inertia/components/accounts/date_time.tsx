import { useSyncExternalStore } from 'react'
import { useShared } from '~/hooks/use_shared'

const noop = () => () => {}

/**
 * A moment of the account's records (ISO 8601 UTC) as a <time>. The server
 * render cannot know the reader's time zone, so it shows UTC (marked) and
 * the browser re-renders it in local time once hydrated, without a mismatch.
 */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const { locale } = useShared()
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false
  )
  const formatted = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: hydrated ? undefined : 'UTC',
  }).format(new Date(value))
  // dateStyle cannot be combined with timeZoneName, so the server render names UTC itself.
  const text = hydrated ? formatted : `${formatted} UTC`
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  )
}

import { useShared } from '~/hooks/use_shared'
import { useHydrated } from '~/hooks/use_hydrated'

/** Building a formatter costs far more than formatting: one per language and zone. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string, timeZone: string | undefined) {
  const key = `${locale} ${timeZone}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
    formatters.set(key, format)
  }
  return format
}

/**
 * A moment of the account's records (ISO 8601 UTC) as a <time>. The server
 * render cannot know the reader's time zone, so it shows UTC (marked) and
 * the browser re-renders it in local time once hydrated, without a mismatch.
 */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const { locale } = useShared()
  const hydrated = useHydrated()
  const formatted = formatter(locale, hydrated ? undefined : 'UTC').format(new Date(value))
  // dateStyle cannot be combined with timeZoneName, so the server render names UTC itself.
  const text = hydrated ? formatted : `${formatted} UTC`
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  )
}

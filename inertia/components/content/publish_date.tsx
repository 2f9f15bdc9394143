import { useShared } from '~/hooks/use_shared'
import { formatLongUtcDate } from '~/lib/locale_format'

/** Building a formatter costs far more than formatting (#8): one per language. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string) {
  let format = formatters.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    formatters.set(locale, format)
  }
  return format
}

/** A document's publication day; in UTC so the server render and the browser agree. */
export function PublishDate({ value, className }: { value: string; className?: string }) {
  const { locale } = useShared()
  const date = new Date(value)
  return (
    <time dateTime={value} className={className}>
      {formatLongUtcDate(locale, date) ?? formatter(locale).format(date)}
    </time>
  )
}

import { useShared } from '~/hooks/use_shared'

/** A document's publication day; in UTC so the server render and the browser agree. */
export function PublishDate({ value, className }: { value: string; className?: string }) {
  const { locale } = useShared()
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value)
  )
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  )
}

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { cn } from '~/lib/cn'

type LinkProps = Parameters<typeof AppLink>[0]

const pageLinkClasses =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-border-strong bg-white/6 px-3.5 text-sm font-semibold text-text transition-colors hover:border-accent1/60 hover:bg-white/10'

function PageLink({
  disabled,
  label,
  link,
  icon,
}: {
  disabled: boolean
  label: string
  link: LinkProps
  icon: 'before' | 'after'
}) {
  const content = (
    <>
      {icon === 'before' && <ChevronLeft aria-hidden="true" className="size-4" />}
      {label}
      {icon === 'after' && <ChevronRight aria-hidden="true" className="size-4" />}
    </>
  )
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(pageLinkClasses, 'cursor-default opacity-45')}>
        {content}
      </span>
    )
  }
  return (
    <AppLink {...link} rel={icon === 'before' ? 'prev' : 'next'} className={pageLinkClasses}>
      {content}
    </AppLink>
  )
}

/** A page of a list: its number and either its size and the total, or the last page's number. */
type PageMeta = { page: number } & ({ perPage: number; total: number } | { lastPage: number })

/** Previous / "page N of M" / next under a paginated list; nothing when it fits on one page. */
export function Pagination({
  meta,
  linkTo,
  labels,
  className,
}: {
  meta: PageMeta
  linkTo: (page: number) => LinkProps
  /** The landmark's name, the two links and "page N of M" (given the page count). */
  labels: { nav: string; previous: string; next: string; status: (pages: number) => string }
  className?: string
}) {
  const pages = Math.max(
    1,
    'lastPage' in meta ? meta.lastPage : Math.ceil(meta.total / meta.perPage)
  )
  if (pages <= 1) return null
  return (
    <nav
      aria-label={labels.nav}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <PageLink
        disabled={meta.page <= 1}
        label={labels.previous}
        link={linkTo(meta.page - 1)}
        icon="before"
      />
      {/* On a phone the three do not fit one row: the links stay at the ends, the status goes under. */}
      <span
        className="text-sm text-muted max-sm:order-last max-sm:basis-full max-sm:text-center"
        aria-live="polite"
      >
        {labels.status(pages)}
      </span>
      <PageLink
        disabled={meta.page >= pages}
        label={labels.next}
        link={linkTo(meta.page + 1)}
        icon="after"
      />
    </nav>
  )
}

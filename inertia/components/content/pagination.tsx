import { ChevronLeft, ChevronRight } from 'lucide-react'
import { lastPage } from '@domain/content/documents'
import { AppLink } from '~/components/app/app_link'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import type { RouteName } from '~/lib/routes'

type Meta = { page: number; perPage: number; total: number }

const LINK =
  'inline-flex h-10 items-center gap-1.5 rounded-xl border border-border-strong bg-white/6 px-4 text-sm font-semibold text-text hover:border-accent1/60'

/** Previous / next links of a paginated list, keeping the other query values. */
export function Pagination({
  route,
  meta,
  query = {},
}: {
  route: RouteName
  meta: Meta
  query?: Record<string, string>
}) {
  const t = useT()
  const pages = lastPage(meta.total, meta.perPage)
  if (pages <= 1) return null
  const to = (page: number) => ({ ...query, page: String(page) })
  return (
    <nav
      aria-label={t('content.documents.pagination')}
      className="mt-10 flex items-center justify-center gap-3"
    >
      {meta.page > 1 ? (
        <AppLink route={route} query={to(meta.page - 1)} className={LINK} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('content.documents.previous')}
        </AppLink>
      ) : (
        <span className={cn(LINK, 'pointer-events-none opacity-40')} aria-hidden="true">
          <ChevronLeft className="size-4" />
          {t('content.documents.previous')}
        </span>
      )}
      <span className="text-sm text-muted">
        {t('content.documents.page_of', { page: meta.page, pages })}
      </span>
      {meta.page < pages ? (
        <AppLink route={route} query={to(meta.page + 1)} className={LINK} rel="next">
          {t('content.documents.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </AppLink>
      ) : (
        <span className={cn(LINK, 'pointer-events-none opacity-40')} aria-hidden="true">
          {t('content.documents.next')}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  )
}

import { Pagination } from '~/components/app/pagination'
import { useT } from '~/hooks/use_t'
import type { RouteName } from '~/lib/routes'

/** The pager under news and mods: the list pager, keeping the list's other query values. */
export function DocumentPagination({
  route,
  meta,
  query = {},
}: {
  route: RouteName
  meta: { page: number; perPage: number; total: number }
  query?: Record<string, string>
}) {
  const t = useT()
  return (
    <Pagination
      className="mt-10 justify-center"
      meta={meta}
      linkTo={(page) => ({ route, query: { ...query, page: String(page) } })}
      labels={{
        nav: t('content.documents.pagination'),
        previous: t('content.documents.previous'),
        next: t('content.documents.next'),
        status: (pages) => t('content.documents.page_of', { page: meta.page, pages }),
      }}
    />
  )
}

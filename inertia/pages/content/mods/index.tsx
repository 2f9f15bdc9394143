import { Head } from '@inertiajs/react'
import { CreateButton } from '~/components/content/create_button'
import type { DocumentSummary } from '~/components/content/document_card'
import { DocumentGrid } from '~/components/content/document_grid'
import { ListHeader } from '~/components/content/list_header'
import { DocumentPagination } from '~/components/content/document_pagination'
import { AppLink } from '~/components/app/app_link'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

type Props = {
  documents: DocumentSummary[]
  meta: { page: number; perPage: number; total: number }
  tags: { tag: string; count: number }[]
  filter: { tag: string | null; server: string | null }
}

const CHIP =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors'
const chipClass = (active: boolean) =>
  cn(
    CHIP,
    active
      ? 'border-accent1/60 bg-accent1/20 text-white'
      : 'border-border-strong bg-white/5 text-muted hover:border-accent1/50 hover:text-text'
  )

/** Filter links that keep the other filter; the current choice is marked for assistive tech. */
function FilterLinks({
  label,
  options,
  current,
  name,
  other,
}: {
  label: string
  options: { value: string; label: string }[]
  current: string | null
  name: 'tag' | 'server'
  other: Record<string, string>
}) {
  const t = useT()
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="me-1 text-sm font-semibold text-subtle">{label}</span>
      <AppLink
        route="content.mods.index"
        query={other}
        className={chipClass(current === null)}
        aria-current={current === null ? 'true' : undefined}
      >
        {t('content.mods.all')}
      </AppLink>
      {options.map((option) => (
        <AppLink
          key={option.value}
          route="content.mods.index"
          query={{ ...other, [name]: option.value }}
          className={chipClass(current === option.value)}
          aria-current={current === option.value ? 'true' : undefined}
        >
          {option.label}
        </AppLink>
      ))}
    </nav>
  )
}

export default function ModsIndex({ documents, meta, tags, filter }: Props) {
  const t = useT()
  const { app } = useShared()
  const keep = (name: 'tag' | 'server'): Record<string, string> =>
    filter[name] ? { [name]: filter[name] } : {}
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Head title={t('content.mods.title')} />
      <ListHeader
        title={t('content.mods.title')}
        text={t('content.mods.text')}
        actions={<CreateButton target="mods" />}
      />
      <div className="mb-8 flex flex-col gap-4">
        <FilterLinks
          label={t('content.mods.by_server')}
          name="server"
          current={filter.server}
          other={keep('tag')}
          options={app.servers.map((server) => ({ value: server.slug, label: server.name }))}
        />
        <FilterLinks
          label={t('content.mods.by_tag')}
          name="tag"
          current={filter.tag}
          other={keep('server')}
          options={tags.map(({ tag, count }) => ({ value: tag, label: `${tag} · ${count}` }))}
        />
      </div>
      <DocumentGrid documents={documents} empty={t('content.mods.empty')} />
      <DocumentPagination
        route="content.mods.index"
        meta={meta}
        query={{ ...keep('tag'), ...keep('server') }}
      />
    </div>
  )
}

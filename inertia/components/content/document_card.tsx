import type { Data } from '@generated/data'
import { AppLink } from '~/components/app/app_link'
import { DocumentCover } from '~/components/content/document_cover'
import { PublishDate } from '~/components/content/publish_date'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/hooks/use_t'
import type { RouteName } from '~/lib/routes'

export type DocumentSummary = Data.Content.Document

const SHOW_ROUTES: Record<string, RouteName> = {
  news: 'content.news.show',
  mods: 'content.mods.show',
  servers: 'content.servers.show',
}

/** A document in a list: cover, title, summary, date and tags; the whole card is the link. */
export function DocumentCard({
  document,
  headingLevel = 2,
}: {
  document: DocumentSummary
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface/85 shadow-card transition-[transform,border-color] duration-300 focus-within:border-accent1/50 hover:-translate-y-1 hover:border-accent1/45">
      <DocumentCover url={document.coverUrl} scheme={document.colorScheme} className="h-40" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {document.publishedAt && (
          <PublishDate value={document.publishedAt} className="text-xs text-subtle" />
        )}
        <Heading className="font-display text-lg leading-snug font-semibold text-white">
          <AppLink
            route={SHOW_ROUTES[document.target]}
            params={{ slug: document.slug }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {document.title}
          </AppLink>
        </Heading>
        {document.summary && (
          <p className="flex-1 text-sm leading-6 text-muted">{document.summary}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {document.fallback && (
            <Badge variant="warn">{t(`content.documents.only_in_${document.language}`)}</Badge>
          )}
          {document.tags.slice(0, 3).map((tag) => (
            <Badge key={tag} variant="cyan">
              {tag}
            </Badge>
          ))}
        </div>
      </div>
    </article>
  )
}

import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { Clock, Eye, Languages, Pencil, PenLine, Timer } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { DocumentCover } from '~/components/content/document_cover'
import { DocumentHead } from '~/components/content/document_head'
import { LikeButton } from '~/components/content/like_button'
import { PublishDate } from '~/components/content/publish_date'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useCan } from '~/hooks/use_can'
import { useReadStopwatch } from '~/hooks/use_read_stopwatch'
import { useT } from '~/hooks/use_t'

export type DocumentDetails = Data.Content.Document.Variants['toDetailed']
export type DocumentStats = Data.Content.Document.Variants['toStats']

export type DocumentPageProps = {
  document: DocumentDetails
  liked: boolean
  stats: DocumentStats | null
}

function Stat({ icon: Icon, label, value }: { icon: typeof Eye; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4 text-accent2-text" />
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/**
 * A document page (spec §2): title, cover, the sanitised body, links, the
 * like button; editors also get the draft notice, the edit link and the
 * read stats (views and read time of the stopwatch).
 */
export function DocumentArticle({
  document,
  liked,
  stats,
  aside,
  children,
  likes = true,
}: DocumentPageProps & { aside?: ReactNode; children?: ReactNode; likes?: boolean }) {
  const t = useT()
  const canEdit = useCan('web.documents.edit')
  useReadStopwatch(document.draft ? null : document.id)

  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <DocumentHead
        title={document.title}
        description={document.summary}
        image={document.coverUrl}
      />
      {document.draft && (
        <p
          role="status"
          className="mb-6 rounded-2xl border border-warn/40 bg-warn/10 px-4 py-3 text-sm text-warn"
        >
          {t('content.documents.draft_notice')}
        </p>
      )}
      <header className="flex flex-col gap-4">
        {/* Hyphens where the browser knows the language, else a break inside a word too long
            for a phone («конфиденциальности» is 472 px wide at this size). */}
        <h1 className="font-display text-3xl leading-tight font-bold wrap-break-word hyphens-auto text-white sm:text-4xl">
          {document.title}
        </h1>
        {document.summary && <p className="text-lg leading-8 text-muted">{document.summary}</p>}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-subtle">
          {document.publishedAt && (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              <PublishDate value={document.publishedAt} />
            </span>
          )}
          {document.author && (
            <span className="inline-flex items-center gap-1.5">
              <PenLine aria-hidden="true" className="size-4" />
              {t('content.documents.by', { login: document.author.login })}
            </span>
          )}
          {document.tags.map((tag) => (
            <Badge key={tag} variant="cyan">
              {tag}
            </Badge>
          ))}
        </div>
        {document.fallback && (
          <p className="inline-flex items-start gap-2 rounded-2xl border border-accent2/30 bg-accent2/10 px-4 py-3 text-sm text-accent2-text">
            <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`content.documents.fallback_${document.language}`)}
          </p>
        )}
      </header>

      {document.coverUrl && (
        <DocumentCover
          url={document.coverUrl}
          scheme={document.colorScheme}
          eager
          className="mt-8 aspect-[16/7] rounded-3xl border border-border"
        />
      )}

      {canEdit && (
        <section
          aria-label={t('content.documents.staff_panel')}
          className="mt-8 flex flex-col gap-4 rounded-2xl border border-accent1/30 bg-accent1/8 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          {stats && (
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-text">
              <Stat
                icon={Eye}
                label={t('content.documents.views')}
                value={t('common.number', { value: stats.views })}
              />
              <Stat
                icon={Timer}
                label={t('content.documents.read_time')}
                value={t('content.documents.minutes', {
                  value: Math.round(stats.readSeconds / 60),
                })}
              />
              <Stat
                icon={Clock}
                label={t('content.documents.average_read')}
                value={t('content.documents.seconds', { value: stats.averageReadSeconds })}
              />
            </dl>
          )}
          <Button variant="secondary" size="sm" asChild>
            <AppLink
              route="content.documents.edit"
              params={{ target: document.target, slug: document.slug }}
            >
              <Pencil aria-hidden="true" />
              {t('content.documents.edit')}
            </AppLink>
          </Button>
        </section>
      )}

      <div className="tm-prose mt-10" dangerouslySetInnerHTML={{ __html: document.body }} />

      {children}

      {document.links.length > 0 && (
        <section aria-labelledby="document-links" className="mt-10">
          <h2 id="document-links" className="font-display text-lg font-semibold text-white">
            {t('content.documents.links')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {document.links.map((link) => (
              <li key={link.url}>
                <Button variant="secondary" size="sm" asChild>
                  <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                    {link.title}
                    <span className="sr-only">{t('common.actions.opens_new_tab')}</span>
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {aside}

      {likes && (
        <footer className="mt-12 flex items-center gap-4 border-t border-border pt-6">
          <LikeButton id={document.id} likes={document.likes} liked={liked} />
        </footer>
      )}
    </article>
  )
}

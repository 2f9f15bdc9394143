import { Download, Play, ShieldCheck, Swords } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { DocumentArticle, type DocumentPageProps } from '~/components/content/document_article'
import type { DocumentSummary } from '~/components/content/document_card'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

type Props = DocumentPageProps & {
  mods: DocumentSummary[]
  playLink: string
}

/**
 * A server's page (spec §2, §5 of the issue): its facts from the servers
 * table, the mods installed on it and "play", which opens the launcher on
 * this server through its deep link, or the start page when nothing opened.
 */
export default function ServersShow({ mods, playLink, ...props }: Props) {
  const t = useT()
  const { app, locale } = useShared()
  const server = app.servers.find((item) => item.slug === props.document.serverName)

  // A deep link with no launcher installed does nothing: still here and focused, go download it.
  const play = () => {
    const started = Date.now()
    window.setTimeout(() => {
      if (
        document.visibilityState === 'visible' &&
        document.hasFocus() &&
        Date.now() - started < 3000
      ) {
        window.location.assign(pageUrl('content.start.show', locale))
      }
    }, 1500)
  }

  const facts = (
    <section
      aria-labelledby="server-facts"
      className="mt-10 rounded-3xl border border-border bg-surface/80 p-6"
    >
      <h2 id="server-facts" className="font-display text-xl font-semibold text-white">
        {t('content.servers.facts')}
      </h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {server && (
          <Badge variant="cyan">
            {t('platform.home.version', { version: server.gameVersion })}
          </Badge>
        )}
        {props.document.modpackVersion && (
          <Badge variant="accent">
            {t('content.servers.modpack', { version: props.document.modpackVersion })}
          </Badge>
        )}
        {server &&
          (server.pvp ? (
            <Badge variant="danger">
              <Swords aria-hidden="true" />
              {t('platform.home.pvp_on')}
            </Badge>
          ) : (
            <Badge variant="success">
              <ShieldCheck aria-hidden="true" />
              {t('platform.home.pvp_off')}
            </Badge>
          ))}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" asChild>
          <a href={playLink} onClick={play}>
            <Play aria-hidden="true" />
            {t('content.servers.play', { name: server?.name ?? props.document.title })}
          </a>
        </Button>
        <Button size="lg" variant="secondary" asChild>
          <AppLink route="content.start.show">
            <Download aria-hidden="true" />
            {t('content.servers.download')}
          </AppLink>
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">{t('content.servers.play_hint')}</p>
    </section>
  )

  const modList = (
    <section aria-labelledby="server-mods" className="mt-10">
      <h2 id="server-mods" className="font-display text-xl font-semibold text-white">
        {t('content.servers.mods', { count: mods.length })}
      </h2>
      {mods.length === 0 ? (
        <p className="mt-3 text-muted">{t('content.servers.no_mods')}</p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {mods.map((mod) => (
            <li key={mod.id}>
              <AppLink
                route="content.mods.show"
                params={{ slug: mod.slug }}
                className="flex h-full flex-col rounded-2xl border border-border bg-surface/70 px-4 py-3 hover:border-accent1/50"
              >
                <span className="font-semibold text-white">{mod.title}</span>
                {mod.summary && (
                  <span className="mt-1 line-clamp-2 text-sm text-muted">{mod.summary}</span>
                )}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  )

  return (
    <DocumentArticle {...props} aside={modList}>
      {facts}
    </DocumentArticle>
  )
}

import { Download, Play, Users } from 'lucide-react'
import type { Data } from '@generated/data'
import type { LiveStatus, Monitoring } from '@domain/network/monitoring'
import { AppLink } from '~/components/app/app_link'
import { DocumentArticle, type DocumentPageProps } from '~/components/content/document_article'
import type { DocumentSummary } from '~/components/content/document_card'
import { PvpBadge } from '~/components/platform/pvp_badge'
import { Button } from '~/components/ui/button'
import { useMonitoring } from '~/hooks/use_monitoring'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

type Props = DocumentPageProps & {
  mods: DocumentSummary[]
  /** The network's server this page describes; null when it is not (or no longer) enabled. */
  server: Data.Network.Server.Variants['toDetailed'] | null
  monitoring: Monitoring
  playLink: string
}

/** Up with online of max, or down (not a live region: the count changes every poll). */
function LiveState({ status }: { status: LiveStatus | undefined }) {
  const t = useT()
  const up = status?.up === true
  return (
    <p
      data-testid="server-live"
      className="flex items-center gap-2 text-base font-medium text-text"
    >
      <span
        aria-hidden="true"
        className={
          up
            ? 'size-2.5 rounded-full bg-success shadow-[0_0_8px_var(--success)]'
            : 'size-2.5 rounded-full bg-danger'
        }
      />
      {up ? (
        <>
          <Users aria-hidden="true" className="size-4 text-muted" />
          <span className="tabular-nums">
            {t('network.servers_page.online', { online: status.online, max: status.max })}
          </span>
        </>
      ) : (
        <span>{t('network.servers_page.offline')}</span>
      )}
    </p>
  )
}

/**
 * A server's page (spec §2, §5 of the issue): its live state from the tab's
 * monitoring poll, its facts from the servers table, the mods installed on
 * it and "play", which opens the launcher on this server through its deep
 * link, or the start page when nothing opened.
 */
export default function ServersShow({
  mods,
  server,
  monitoring: initial,
  playLink,
  ...props
}: Props) {
  const t = useT()
  const { locale } = useShared()
  const { monitoring } = useMonitoring(initial)
  const modpackVersion = props.document.modpackVersion ?? server?.modpackVersion ?? null

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
      {server && (
        <>
          <div className="mt-4">
            <LiveState status={monitoring?.servers[server.slug]} />
          </div>
          <dl className="mt-5 grid max-w-md grid-cols-2 gap-4 text-sm">
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-subtle">{t('network.servers_page.version')}</dt>
              <dd className="text-text">{server.gameVersion}</dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-subtle">{t('network.servers_page.modpack')}</dt>
              <dd className="text-text">{modpackVersion ?? '—'}</dd>
            </div>
          </dl>
          <div className="mt-4 flex">
            <PvpBadge pvp={server.pvp} />
          </div>
        </>
      )}
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

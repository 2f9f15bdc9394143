import type { CSSProperties } from 'react'
import { Head } from '@inertiajs/react'
import { Copy, Users } from 'lucide-react'
import type { Data } from '@generated/data'
import type { LiveStatus, Monitoring } from '@domain/network/monitoring'
import { AppLink } from '~/components/app/app_link'
import { PvpBadge } from '~/components/platform/pvp_badge'
import { serverAccent } from '~/components/platform/server_accents'
import { Button } from '~/components/ui/button'
import { WipeCountdown, type UpcomingWipe } from '~/components/economy/wipe_countdown'
import { useMonitoring } from '~/hooks/use_monitoring'
import { useT } from '~/hooks/use_t'
import { notify } from '~/lib/notify'
import DefaultLayout from '~/layouts/default'

type Server = Data.Network.Server.Variants['toDetailed']

/** host<wbr>:port, so a narrow card breaks the address before its port rather than inside it. */
function AddressText({ address }: { address: string }) {
  const port = /:\d+$/.exec(address)?.[0]
  if (!port) return address
  return (
    <>
      {address.slice(0, -port.length)}
      <wbr />
      {port}
    </>
  )
}

async function copyAddress(address: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(address)
    notify({ type: 'success', text: copied })
  } catch {
    notify({ type: 'error', text: failed })
  }
}

function OnlineLine({ status }: { status: LiveStatus | undefined }) {
  const t = useT()
  if (!status?.up) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="server-online">
        <span aria-hidden="true" className="size-2 rounded-full bg-danger" />
        {t('network.servers_page.offline')}
      </p>
    )
  }
  return (
    <p className="flex items-center gap-2 text-sm text-text" data-testid="server-online">
      <span
        aria-hidden="true"
        className="size-2 rounded-full bg-success shadow-[0_0_8px_var(--success)]"
      />
      <Users aria-hidden="true" className="size-4 text-muted" />
      <span className="tabular-nums">
        {t('network.servers_page.online', { online: status.online, max: status.max })}
      </span>
    </p>
  )
}

function ServerPanel({
  server,
  status,
  index,
  pageSlug,
  wipe,
}: {
  server: Server
  status?: LiveStatus
  index: number
  pageSlug: string | undefined
  wipe: UpcomingWipe | undefined
}) {
  const t = useT()
  const accent = serverAccent(server.slug, index)
  const Icon = accent.icon
  const facts = [
    [t('network.servers_page.version'), server.gameVersion],
    [t('network.servers_page.modpack'), server.modpackVersion ?? '—'],
    [
      t('network.servers_page.main_world'),
      server.mainWorldArea ? t('network.servers_page.area', { side: server.mainWorldArea }) : '—',
    ],
    [
      t('network.servers_page.other_worlds'),
      server.otherWorldsArea
        ? t('network.servers_page.area', { side: server.otherWorldsArea })
        : '—',
    ],
  ]
  return (
    <article
      style={{ '--server': accent.color } as CSSProperties}
      aria-labelledby={`server-${server.slug}`}
      data-testid={`server-${server.slug}`}
      className="flex h-full flex-col gap-4 rounded-3xl border border-border bg-surface/85 p-5 shadow-card sm:p-6"
    >
      <header className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-2xl border border-white/15 bg-[color-mix(in_oklab,var(--server)_30%,var(--background))] text-white"
        >
          <Icon className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2
            id={`server-${server.slug}`}
            className="font-display text-xl font-semibold text-white"
          >
            {server.name}
          </h2>
          <OnlineLine status={status} />
        </div>
      </header>
      <p className="text-sm leading-6 text-muted">{server.tagline}</p>
      {wipe && <WipeCountdown wipe={wipe} />}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-xs text-subtle">{label}</dt>
            <dd className="text-text">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <PvpBadge pvp={server.pvp} />
      </div>
      <div className="mt-auto flex flex-col gap-3 border-t border-white/10 pt-4">
        {server.address && (
          <div className="flex flex-wrap items-center gap-2">
            {/* The whole address, port included, wraps rather than being cut (#27): before the port first. */}
            <code className="min-w-0 flex-1 basis-40 rounded-xl bg-background/60 px-3 py-2 font-mono text-sm wrap-break-word text-text">
              <AddressText address={server.address} />
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                copyAddress(
                  server.address!,
                  t('network.servers_page.copied'),
                  t('errors.copy_failed')
                )
              }
            >
              <Copy aria-hidden="true" />
              {t('network.servers_page.copy_address')}
              <span className="sr-only">{server.name}</span>
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {wipe?.newsSlug && (
            <AppLink
              route="content.news.show"
              params={{ slug: wipe.newsSlug }}
              className="text-sm font-medium text-accent1-text underline-offset-4 hover:underline"
            >
              {t('economy.wipes.news_link')}
              <span className="sr-only">: {server.name}</span>
            </AppLink>
          )}
          {pageSlug && (
            <AppLink
              route="content.servers.show"
              params={{ slug: pageSlug }}
              className="text-sm font-medium text-accent1-text underline-offset-4 hover:underline"
            >
              {t('network.servers_page.about', { name: server.name })}
            </AppLink>
          )}
          <AppLink
            route="network.statistics.show"
            params={{ server_name: server.slug }}
            className="text-sm font-medium text-accent1-text underline-offset-4 hover:underline"
          >
            {t('network.servers_page.statistics', { name: server.name })}
          </AppLink>
        </div>
      </div>
    </article>
  )
}

export default function ServersIndex({
  servers,
  monitoring: initial,
  serverPages,
  upcomingWipes,
}: {
  servers: Server[]
  monitoring: Monitoring
  timeZone: string
  /** Server slug → the slug of its published page. */
  serverPages: Record<string, string>
  /** Server slug → its next announced wipe. */
  upcomingWipes: Record<string, UpcomingWipe>
}) {
  const t = useT()
  const { monitoring } = useMonitoring(initial)
  return (
    <>
      <Head title={t('network.servers_page.title')} />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-bold text-white sm:text-4xl">
            {t('network.servers_page.title')}
          </h1>
          <p className="text-muted" data-testid="network-online">
            {t('network.servers_page.network_online', { count: monitoring!.records.onlineCurrent })}
          </p>
        </div>
        <ul className="grid gap-5 md:grid-cols-2">
          {servers.map((server, index) => (
            <li key={server.slug} className="min-w-0">
              <ServerPanel
                server={server}
                status={monitoring!.servers[server.slug]}
                index={index}
                pageSlug={serverPages[server.slug]}
                wipe={upcomingWipes[server.slug]}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

ServersIndex.layout = DefaultLayout

import type { CSSProperties } from 'react'
import type { Data } from '@generated/data'
import type { LiveStatus } from '@domain/network/monitoring'
import { AppLink } from '~/components/app/app_link'
import { PvpBadge } from '~/components/platform/pvp_badge'
import { serverAccent } from '~/components/platform/server_accents'
import { Badge } from '~/components/ui/badge'
import { WipeCountdown, type UpcomingWipe } from '~/components/economy/wipe_countdown'
import { useT } from '~/hooks/use_t'

type Server = Data.SharedProps['app']['servers'][number]

/** The live line of a card: online of max, offline, or an empty line before the first poll. */
function LiveLine({ status }: { status: LiveStatus | undefined }) {
  const t = useT()
  return (
    <p className="flex h-5 items-center gap-2 text-sm" data-testid="server-card-online">
      {status && (
        <>
          <span
            aria-hidden="true"
            className={
              status.up
                ? 'size-2 rounded-full bg-success shadow-[0_0_8px_var(--success)]'
                : 'size-2 rounded-full bg-danger'
            }
          />
          <span className={status.up ? 'text-text tabular-nums' : 'text-muted'}>
            {status.up
              ? t('network.servers_page.online', { online: status.online, max: status.max })
              : t('network.servers_page.offline')}
          </span>
        </>
      )}
    </p>
  )
}

/**
 * A server of the network: its emblem on a banner in its own colour, live
 * online, version and PvP mode. With a published server page the whole card
 * links to it (the title's link stretched over the card).
 */
export function ServerCard({
  server,
  index,
  status,
  pageSlug,
  wipe,
}: {
  server: Server
  index: number
  status: LiveStatus | undefined
  pageSlug: string | undefined
  wipe: UpcomingWipe | undefined
}) {
  const t = useT()
  const accent = serverAccent(server.slug, index)
  const Icon = accent.icon
  return (
    <article
      style={{ '--server': accent.color } as CSSProperties}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface/85 shadow-card has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring transition-[transform,border-color,box-shadow] duration-300 hover:-translate-y-1 hover:border-[color-mix(in_oklab,var(--server)_50%,transparent)] hover:shadow-[0_28px_60px_-28px_var(--server)]"
    >
      <div className="relative h-36 overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(120%_90%_at_20%_0%,color-mix(in_oklab,var(--server)_45%,transparent),transparent_65%),linear-gradient(160deg,color-mix(in_oklab,var(--server)_18%,var(--surface)),var(--surface))]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-(--server) opacity-25 [mask-image:url('/art/circuit.svg'),linear-gradient(to_bottom,black,transparent)] [mask-size:260px_260px,100%_100%] [mask-composite:intersect]"
        />
        <div
          aria-hidden="true"
          className="absolute -end-6 -bottom-10 size-40 rounded-full border border-[color-mix(in_oklab,var(--server)_40%,transparent)] transition-transform duration-700 group-hover:rotate-45"
        >
          <div className="absolute inset-4 rounded-full border border-dashed border-[color-mix(in_oklab,var(--server)_35%,transparent)]" />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-12 bg-linear-to-b from-transparent to-surface/85"
        />
        <span
          aria-hidden="true"
          className="absolute start-5 bottom-5 grid size-14 place-items-center rounded-2xl border border-white/15 bg-[color-mix(in_oklab,var(--server)_30%,var(--background))] text-white shadow-[0_10px_30px_-8px_var(--server)]"
        >
          <Icon className="size-7" />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 pt-4">
        <h3 className="font-display text-lg leading-tight font-semibold text-white">
          {pageSlug ? (
            <AppLink
              route="content.servers.show"
              params={{ slug: pageSlug }}
              className="outline-none after:absolute after:inset-0 after:rounded-3xl"
            >
              {server.name}
            </AppLink>
          ) : (
            server.name
          )}
        </h3>
        <LiveLine status={status} />
        <p className="flex-1 text-sm leading-6 text-muted">{server.tagline}</p>
        {wipe && <WipeCountdown wipe={wipe} />}
        <div className="flex flex-wrap gap-2">
          <Badge variant="cyan">
            {t('platform.home.version', { version: server.gameVersion })}
          </Badge>
          <PvpBadge pvp={server.pvp} />
        </div>
      </div>
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-0.5 origin-left scale-x-0 bg-(--server) shadow-[0_0_14px_var(--server)] transition-transform duration-500 group-hover:scale-x-100"
      />
    </article>
  )
}

import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Search } from 'lucide-react'
import { isPlayTop, TOP_PERIODS, type TopType } from '@domain/players/tops'
import { AppLink } from '~/components/app/app_link'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import DefaultLayout from '~/layouts/default'

type Top = Data.Players.TopPage
type Entry = Top['data'][number]

const chip = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center rounded-xl border px-4 text-sm font-medium transition-colors',
    active
      ? 'border-transparent bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] text-white'
      : 'border-border bg-tab text-muted hover:text-text'
  )

/** The link to another view of the tops: type, server, period and page. */
function TopLink({
  type,
  server,
  period,
  page,
  active,
  children,
  label,
}: {
  type: string
  server: string | null
  period: string
  page?: number
  active?: boolean
  children: React.ReactNode
  label?: string
}) {
  const query: Record<string, string> = { period }
  if (page && page > 1) query.page = String(page)
  return (
    <AppLink
      route="players.tops.show"
      params={server ? { type, server } : { type }}
      query={query}
      className={chip(active ?? false)}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
      preserveScroll
    >
      {children}
    </AppLink>
  )
}

function EntryRow({ entry, type, own }: { entry: Entry; type: TopType; own: boolean }) {
  const t = useT()
  return (
    <TableRow className={own ? 'bg-accent1/15' : undefined} aria-current={own ? 'true' : undefined}>
      <TableCell className="w-12 px-3 sm:px-5 font-display font-semibold text-white tabular-nums">
        {entry.place}
      </TableCell>
      <TableCell className="px-2 sm:px-5">
        <AppLink
          route="players.statistics.show"
          params={{ nickname: entry.login }}
          className="inline-flex items-center gap-2 font-medium sm:gap-3 text-text hover:text-accent1-text"
        >
          <Avatar
            name={entry.login}
            src={entry.avatarOrSkin}
            size="sm"
            decorative
            className="max-[400px]:hidden"
          />
          <span className="min-w-0 break-all">{entry.login}</span>
        </AppLink>
        {own && (
          <Badge variant="glow" size="sm" className="ms-2">
            {t('players.tops.you')}
          </Badge>
        )}
      </TableCell>
      <TableCell className="px-3 text-end whitespace-nowrap tabular-nums sm:px-5">
        {t(`players.tops.values.${type}`, { value: entry.value })}
      </TableCell>
    </TableRow>
  )
}

/** `/{lang}/top/{type}[/{server_name}]` (spec §2): tabs by type and server, this month or all time. */
export default function TopsShow({
  top,
  types,
  servers,
}: {
  top: Top
  types: TopType[]
  servers: Data.Network.Server[]
}) {
  const t = useT()
  const server = top.server?.slug ?? null
  // Coins and likes are network-wide and as they stand: no server or period tabs.
  const playTop = isPlayTop(top.type)
  const pages = Math.max(1, Math.ceil(top.meta.total / top.meta.perPage))
  const ownListed = top.own !== null && top.data.some((entry) => entry.place === top.own?.place)
  const title =
    top.type !== 'likes'
      ? t('players.tops.title', {
          type: t(`players.tops.types.${top.type}`),
          server: top.server?.name ?? t('players.tops.all_servers'),
        })
      : t('players.tops.title_likes')
  const intro = { coins: 'players.tops.coins_intro', likes: 'players.tops.intro_likes' } as const
  const empty = { coins: 'players.tops.coins_empty', likes: 'players.tops.empty_likes' } as const

  return (
    <>
      <Head title={title} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-2">
            <h1 className="font-display text-2xl font-semibold text-white sm:text-3xl">{title}</h1>
            <p className="text-sm text-muted">
              {t(playTop ? 'players.tops.intro' : intro[top.type as keyof typeof intro])}
            </p>
          </div>
          <AppLink
            route="players.searches.index"
            className="inline-flex h-10 shrink-0 items-center gap-2 self-start rounded-xl border border-border-strong bg-white/6 px-4 text-sm font-medium text-text transition-colors hover:border-accent1/60 hover:bg-white/10"
          >
            <Search aria-hidden="true" className="size-4" />
            {t('players.tops.search')}
          </AppLink>
        </div>
        <nav aria-label={t('players.tops.types_label')} className="flex flex-wrap gap-2">
          {types.map((type) => (
            <TopLink
              key={type}
              type={type}
              // Network-wide tops have no server tabs.
              server={isPlayTop(type) ? server : null}
              period={top.period}
              active={type === top.type}
            >
              {t(`players.tops.tabs.${type}`)}
            </TopLink>
          ))}
        </nav>
        {playTop && (
          <>
            <nav aria-label={t('players.tops.servers_label')} className="flex flex-wrap gap-2">
              <TopLink type={top.type} server={null} period={top.period} active={server === null}>
                {t('players.tops.all_servers')}
              </TopLink>
              {servers.map((entry) => (
                <TopLink
                  key={entry.slug}
                  type={top.type}
                  server={entry.slug}
                  period={top.period}
                  active={entry.slug === server}
                >
                  {entry.name}
                </TopLink>
              ))}
            </nav>
            <nav aria-label={t('players.tops.periods_label')} className="flex flex-wrap gap-2">
              {TOP_PERIODS.map((period) => (
                <TopLink
                  key={period}
                  type={top.type}
                  server={server}
                  period={period}
                  active={period === top.period}
                >
                  {t(`players.tops.periods.${period}`)}
                </TopLink>
              ))}
            </nav>
          </>
        )}
        {top.own && !ownListed && (
          <p className="text-sm text-accent1-text">
            {t('players.tops.own_place', { place: top.own.place })}
          </p>
        )}
        <Card className="overflow-hidden p-0 sm:p-4">
          {top.data.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted">
              {t(playTop ? 'players.tops.empty' : empty[top.type as keyof typeof empty])}
            </p>
          ) : (
            <Table label={title}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('players.tops.place')}</TableHeaderCell>
                  <TableHeaderCell>{t('players.tops.player')}</TableHeaderCell>
                  <TableHeaderCell className="text-end">
                    {t(`players.tops.value_headers.${top.type}`)}
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {top.data.map((entry) => (
                  <EntryRow
                    key={entry.place}
                    entry={entry}
                    type={top.type}
                    own={top.own?.place === entry.place}
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
        {pages > 1 && (
          <nav
            aria-label={t('players.tops.pages_label')}
            className="flex flex-wrap items-center gap-2"
          >
            {top.meta.page > 1 && (
              <TopLink type={top.type} server={server} period={top.period} page={top.meta.page - 1}>
                {t('players.tops.previous')}
              </TopLink>
            )}
            <span className="px-2 text-sm text-muted">
              {t('players.tops.page_of', { page: top.meta.page, pages })}
            </span>
            {top.meta.page < pages && (
              <TopLink type={top.type} server={server} period={top.period} page={top.meta.page + 1}>
                {t('players.tops.next')}
              </TopLink>
            )}
          </nav>
        )}
      </div>
    </>
  )
}

TopsShow.layout = DefaultLayout

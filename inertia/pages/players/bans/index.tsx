import { useState, type FormEvent } from 'react'
import { Head, router } from '@inertiajs/react'
import { Search } from 'lucide-react'
import type { Data } from '@generated/data'
import { SEARCH_MAX_LENGTH } from '@domain/players/searches'
import { DateTime } from '~/components/accounts/date_time'
import { AppLink } from '~/components/app/app_link'
import { FilterLinks } from '~/components/app/filter_links'
import { Pagination } from '~/components/app/pagination'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { useBanReason } from '~/hooks/use_ban_reason'
import { useCountdown } from '~/hooks/use_countdown'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Ban = Data.Players.Ban

type Props = {
  filter: { server: string | null; nickname: string }
  meta: { page: number; perPage: number; total: number }
  bans: Ban[]
  servers: Data.Network.Server[]
}

const ALL = 'all'

const COLUMNS = ['player', 'server', 'banned_by', 'reason', 'start', 'end', 'status'] as const

const STATUS_BADGES = {
  temporary: 'warn',
  permanent: 'danger',
  expired: 'neutral',
  unbanned: 'success',
} as const

/** The list's address with a filter: empty values are left out. */
function queryOf(filter: { server: string | null; nickname: string }, page = 1) {
  const query: Record<string, string> = {}
  if (filter.server) query.server = filter.server
  if (filter.nickname) query.nickname = filter.nickname
  if (page > 1) query.page = String(page)
  return query
}

/** What is left of a temporary ban: `2 days 03:04:05 left`. */
function TimeLeft({ seconds }: { seconds: number }) {
  const t = useT()
  const days = Math.floor(seconds / 86_400)
  const clock = [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')
  return (
    <span className="text-xs whitespace-nowrap text-subtle tabular-nums">
      {t('players.bans.left', { time: t('players.bans.countdown', { days, clock }) })}
    </span>
  )
}

/** spec §4: a temporary ban counts down live and turns expired at its end. */
function Status({ ban }: { ban: Ban }) {
  const t = useT()
  const left = useCountdown(ban.status === 'temporary' ? ban.endsAt : null)
  const status = ban.status === 'temporary' && left === 0 ? 'expired' : ban.status
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={STATUS_BADGES[status]} size="sm">
        {t(`players.bans.statuses.${status}`)}
      </Badge>
      {status === 'temporary' && <TimeLeft seconds={left} />}
      {status === 'unbanned' && ban.liftedBy && (
        <span className="text-xs text-subtle">
          {t('players.bans.lifted_by', { name: ban.liftedBy })}
        </span>
      )}
    </div>
  )
}

function BanRow({ ban }: { ban: Ban }) {
  const t = useT()
  const reasonOf = useBanReason()
  const unknown = <span className="text-subtle">{t('players.bans.unknown')}</span>
  return (
    <TableRow>
      <TableCell>
        <AppLink
          route="players.statistics.show"
          params={{ nickname: ban.login }}
          className="inline-flex items-center gap-2 font-medium text-text hover:text-accent1-text"
        >
          <Avatar name={ban.login} src={ban.avatarOrSkin} size="xs" decorative />
          {ban.login}
        </AppLink>
      </TableCell>
      <TableCell className="whitespace-nowrap">{ban.server.name}</TableCell>
      <TableCell>{ban.bannedBy ?? unknown}</TableCell>
      <TableCell className="max-w-72 min-w-48 whitespace-normal">
        {ban.reason ? reasonOf(ban.reason) : unknown}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {ban.startsAt ? <DateTime value={ban.startsAt} /> : unknown}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {ban.endsAt ? <DateTime value={ban.endsAt} /> : t('players.bans.never')}
      </TableCell>
      <TableCell>
        <Status ban={ban} />
      </TableCell>
    </TableRow>
  )
}

/** `/{lang}/banlist` (spec §2, protected): bans by server, searched by nickname, paged. */
export default function BansIndex({ filter, meta, bans, servers }: Props) {
  const t = useT()
  const { locale } = useShared()
  const [nickname, setNickname] = useState(filter.nickname)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    router.get(pageUrl('players.bans.index', locale, {}, queryOf({ ...filter, nickname })))
  }

  return (
    <>
      <Head title={t('players.bans.title')} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold text-white sm:text-3xl">
            {t('players.bans.title')}
          </h1>
          <p className="text-sm text-muted">{t('players.bans.intro')}</p>
        </div>
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <FilterLinks
            label={t('players.bans.server')}
            items={[ALL, ...servers.map((server) => server.slug)]}
            current={filter.server ?? ALL}
            itemLabel={(slug) =>
              slug === ALL
                ? t('players.bans.all_servers')
                : (servers.find((server) => server.slug === slug)?.name ?? slug)
            }
            linkTo={(slug) => ({
              route: 'players.bans.index',
              query: queryOf({ ...filter, server: slug === ALL ? null : slug }),
              preserveScroll: true,
            })}
          />
          <form
            method="get"
            role="search"
            onSubmit={submit}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            {filter.server && <input type="hidden" name="server" value={filter.server} />}
            <Field label={t('players.bans.nickname')} className="flex-1">
              <Input
                type="search"
                name="nickname"
                value={nickname}
                maxLength={SEARCH_MAX_LENGTH}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('players.bans.nickname_placeholder')}
                leading={<Search />}
                onChange={(event) => setNickname(event.target.value)}
              />
            </Field>
            <div className="flex gap-2">
              <Button type="submit" variant="secondary">
                {t('players.bans.apply')}
              </Button>
              {(filter.server || filter.nickname) && (
                <AppLink
                  route="players.bans.index"
                  className="inline-flex h-11 items-center rounded-xl px-4 text-sm font-medium text-muted hover:bg-white/7 hover:text-text"
                >
                  {t('players.bans.reset')}
                </AppLink>
              )}
            </div>
          </form>
        </Card>
        <p className="text-sm text-muted" aria-live="polite">
          {t('players.bans.total', { count: meta.total })}
        </p>
        {bans.length === 0 ? (
          <Card className="p-6 text-center text-sm text-muted">{t('players.bans.empty')}</Card>
        ) : (
          <Table label={t('players.bans.table_label')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHeaderCell key={column}>
                    {t(`players.bans.columns.${column}`)}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {bans.map((ban) => (
                <BanRow key={ban.id} ban={ban} />
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          meta={meta}
          linkTo={(page) => ({ route: 'players.bans.index', query: queryOf(filter, page) })}
          labels={{
            nav: t('players.bans.pages_label'),
            previous: t('players.bans.previous'),
            next: t('players.bans.next'),
            status: (pages) => t('players.bans.page_of', { page: meta.page, pages }),
          }}
        />
      </div>
    </>
  )
}

BansIndex.layout = DefaultLayout

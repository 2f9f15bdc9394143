import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { DateTime } from '~/components/accounts/date_time'
import { AppLink } from '~/components/app/app_link'
import { Avatar } from '~/components/ui/avatar'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'

type Friend = Data.Players.Friend

/** Players as cards: head, nickname (to their profile), a dated line and the actions. */
export function FriendList({
  label,
  entries,
  sinceLabel,
  actions,
}: {
  label: string
  entries: Friend[]
  sinceLabel: string
  actions?: (entry: Friend) => ReactNode
}) {
  return (
    <ul
      aria-label={label}
      // Cards with buttons need the room of two columns at most.
      className={cn('grid gap-3 md:grid-cols-2', !actions && 'xl:grid-cols-3')}
    >
      {entries.map((entry) => (
        <li key={entry.login}>
          <Card className="flex h-full flex-wrap items-center gap-3 p-4">
            <Avatar name={entry.login} src={entry.avatarOrSkin} size="md" decorative />
            <div className="flex min-w-0 flex-1 flex-col">
              <AppLink
                route="players.statistics.show"
                params={{ nickname: entry.login }}
                className="font-medium break-all text-text hover:text-accent1-text"
              >
                {entry.login}
              </AppLink>
              <span className="text-xs text-muted">
                {sinceLabel} <DateTime value={entry.since} />
              </span>
            </div>
            {actions && <div className="flex flex-wrap gap-2">{actions(entry)}</div>}
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** The owner's switch between the friends list and the requests (spec §2 friends children). */
export function FriendsSubnav({
  nickname,
  current,
  labels,
}: {
  nickname: string
  current: 'list' | 'requests'
  labels: { nav: string; list: string; requests: string }
}) {
  const link = (active: boolean) =>
    active
      ? 'border-b-2 border-accent1 pb-1 text-sm font-semibold text-white'
      : 'border-b-2 border-transparent pb-1 text-sm font-medium text-muted hover:text-text'
  return (
    <nav aria-label={labels.nav} className="flex gap-5">
      <AppLink
        route="players.friends.index"
        params={{ nickname }}
        aria-current={current === 'list' ? 'page' : undefined}
        className={link(current === 'list')}
      >
        {labels.list}
      </AppLink>
      <AppLink
        route="players.friend_requests.index"
        params={{ nickname }}
        aria-current={current === 'requests' ? 'page' : undefined}
        className={link(current === 'requests')}
      >
        {labels.requests}
      </AppLink>
    </nav>
  )
}

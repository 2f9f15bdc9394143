import { Head } from '@inertiajs/react'
import { UserMinus } from 'lucide-react'
import type { Data } from '@generated/data'
import { Pagination } from '~/components/app/pagination'
import { FriendList, FriendsSubnav } from '~/components/players/friend_list'
import { HiddenNotice } from '~/components/players/hidden_notice'
import { ProfileHeader } from '~/components/players/profile_header'
import { ProfileTabs } from '~/components/players/profile_tabs'
import { VisitButton } from '~/components/players/visit_button'
import { Card } from '~/components/ui/card'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Props = {
  player: Data.Players.PlayerProfile
  /** null when the player hides them from the viewer. */
  friends: Data.Players.Friend[] | null
  meta: { page: number; perPage: number; total: number } | null
}

/** `/{lang}/profile/:nickname/friends` (spec §2): the player's friends; the owner removes them. */
export default function FriendsIndex({ player, friends, meta }: Props) {
  const t = useT()
  const { locale } = useShared()
  const own = player.friendship === 'self'

  return (
    <>
      <Head title={t('players.friends.title', { nickname: player.login })} />
      <div className="flex flex-col gap-6">
        <ProfileHeader player={player} />
        <ProfileTabs nickname={player.login} current="friends" />
        {own && (
          <FriendsSubnav
            nickname={player.login}
            current="list"
            labels={{
              nav: t('players.friends.subnav'),
              list: t('players.friends.list', { count: meta?.total ?? 0 }),
              requests: t('players.friends.requests'),
            }}
          />
        )}
        {!player.registered ? (
          <Card className="p-5 text-sm text-muted sm:p-7">
            {t('players.friends.not_registered', { login: player.login })}
          </Card>
        ) : friends === null || meta === null ? (
          <HiddenNotice nickname={player.login} part="friends" />
        ) : friends.length === 0 ? (
          <Card className="p-5 text-sm text-muted sm:p-7">
            {t(own ? 'players.friends.empty_own' : 'players.friends.empty', {
              login: player.login,
            })}
          </Card>
        ) : (
          <>
            <FriendList
              label={t('players.friends.list', { count: meta.total })}
              entries={friends}
              sinceLabel={t('players.friends.since')}
              actions={
                own
                  ? (entry) => (
                      <VisitButton
                        method="delete"
                        variant="ghost"
                        url={pageUrl('players.friends.destroy', locale, { nickname: entry.login })}
                        label={t('players.friends.remove_named', { login: entry.login })}
                      >
                        <UserMinus aria-hidden="true" />
                        {t('players.friends.remove')}
                      </VisitButton>
                    )
                  : undefined
              }
            />
            <Pagination
              meta={meta}
              linkTo={(page) => ({
                route: 'players.friends.index',
                params: { nickname: player.login },
                query: page > 1 ? { page: String(page) } : undefined,
                preserveScroll: true,
              })}
              labels={{
                nav: t('players.friends.pages'),
                previous: t('players.friends.previous'),
                next: t('players.friends.next'),
                status: (pages) => t('players.friends.page_of', { page: meta.page, pages }),
              }}
            />
          </>
        )}
      </div>
    </>
  )
}

FriendsIndex.layout = DefaultLayout

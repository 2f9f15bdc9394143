import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { StoreGrantList } from '~/components/economy/store_grant_list'
import { HiddenNotice } from '~/components/players/hidden_notice'
import { ProfileHeader } from '~/components/players/profile_header'
import { ProfileTabs } from '~/components/players/profile_tabs'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

type Props = {
  player: Data.Players.PlayerProfile
  /** null when the player hides them from the viewer. */
  roles: Data.Economy.StoreGrant[] | null
}

/** `/{lang}/profile/:nickname/roles` (spec §2): the player's active privileges per server. */
export default function RolesIndex({ player, roles }: Props) {
  const t = useT()
  const own = player.friendship === 'self'
  return (
    <>
      <Head title={t('players.roles.title', { nickname: player.login })} />
      <div className="flex flex-col gap-6">
        <ProfileHeader player={player} />
        <ProfileTabs nickname={player.login} current="roles" />
        {roles === null ? (
          <HiddenNotice nickname={player.login} part="roles" />
        ) : (
          <StoreGrantList
            grants={roles}
            label={t('players.roles.list_label')}
            empty={t(own ? 'players.roles.empty_own' : 'players.roles.empty', {
              login: player.login,
            })}
          />
        )}
      </div>
    </>
  )
}

RolesIndex.layout = DefaultLayout

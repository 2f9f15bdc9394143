import { useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { EyeOff } from 'lucide-react'
import { DateTime } from '~/components/accounts/date_time'
import { HiddenFromOthers } from '~/components/players/hidden_notice'
import { ProfileCover } from '~/components/players/profile_cover'
import { FriendActions, LikeButton, LikesPlace } from '~/components/players/profile_actions'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { useMessages, useT } from '~/hooks/use_t'
import { apiRequest } from '~/lib/api_client'

type Player = Data.Players.PlayerProfile

/** How often the online status is asked again while the page is open. */
const ONLINE_POLL_MS = 30_000

/**
 * Who the profile is (spec §3): head, nickname, registered or game-only, online status (unless
 * hidden), likes and the likes-top place, the viewer's friendship. The status comes from
 * `GET user/profile/{nickname}`, since guests get a cached page.
 */
export function ProfileHeader({ player }: { player: Player }) {
  const t = useT()
  const messages = useMessages()
  const [onlineServers, setOnlineServers] = useState(player.onlineServers)

  const onlineHidden = player.online === null

  useEffect(() => {
    if (onlineHidden) return
    let stopped = false
    const poll = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const body = await apiRequest<{ player: Player }>('GET', 'api.players.profiles.show', {
          messages,
          params: { nickname: player.login },
          shouldNotify: false,
        })
        if (!stopped) setOnlineServers(body.player.onlineServers)
      } catch {
        // A failed poll keeps the last known status.
      }
    }
    void poll()
    const timer = window.setInterval(poll, ONLINE_POLL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [messages, player.login, onlineHidden])

  const online = onlineServers.length > 0
  return (
    <Card variant="glow" className="flex flex-col gap-5 p-3 sm:p-4">
      <ProfileCover cover={player.cover} />
      <div className="flex flex-col gap-5 px-2 pb-2 sm:flex-row sm:items-center sm:px-3">
        <Avatar name={player.login} src={player.avatarOrSkin} size="xl" decorative />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold break-words text-white sm:text-3xl">
            {player.login}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            {onlineHidden ? (
              <Badge variant="neutral">
                <EyeOff aria-hidden="true" />
                {t('players.profiles.online_hidden')}
              </Badge>
            ) : (
              <Badge variant={online ? 'success' : 'neutral'}>
                <span
                  aria-hidden="true"
                  className={
                    online ? 'size-2 rounded-full bg-success' : 'size-2 rounded-full bg-subtle'
                  }
                />
                {online
                  ? t('players.profiles.online_on', {
                      servers: onlineServers
                        .map((slug) => player.serverNames[slug] ?? slug)
                        .join(', '),
                    })
                  : t('players.profiles.offline')}
              </Badge>
            )}
            {!player.registered && <Badge variant="warn">{t('players.profiles.game_only')}</Badge>}
          </div>
          <p className="text-sm text-muted">
            {player.registeredAt ? (
              <>
                {t('players.profiles.registered_at')} <DateTime value={player.registeredAt} />
              </>
            ) : (
              t('players.profiles.game_only_hint')
            )}
          </p>
          {player.registered && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <LikeButton player={player} />
              <LikesPlace place={player.places.likes} />
            </div>
          )}
          <FriendActions player={player} />
          {player.concealed.length === 0 && <HiddenFromOthers parts={player.hidden} />}
        </div>
      </div>
    </Card>
  )
}

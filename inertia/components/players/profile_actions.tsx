import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Heart, UserCheck, UserMinus, UserPlus, UserX } from 'lucide-react'
import type { Data } from '@generated/data'
import { AppLink } from '~/components/app/app_link'
import { Badge } from '~/components/ui/badge'
import { VisitButton } from '~/components/players/visit_button'
import { Button, buttonVariants } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'

type Player = Data.Players.PlayerProfile

/**
 * The like button and count (spec §7 `POST user/profile/like`): a toggle for other players,
 * the count alone for guests, oneself and game-only players.
 */
export function LikeButton({ player }: { player: Player }) {
  const t = useT()
  const { locale } = useShared()
  const [busy, setBusy] = useState(false)
  const count = t('players.likes.count', { count: player.likes })
  const canLike = player.registered && player.friendship !== null && player.friendship !== 'self'

  if (!canLike) {
    return (
      <span className="inline-flex items-center gap-2 text-sm text-muted">
        <Heart aria-hidden="true" className="size-4 text-accent1-text" />
        {count}
      </span>
    )
  }
  return (
    <Button
      variant={player.liked ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={player.liked}
      loading={busy}
      onClick={() =>
        router.post(
          pageUrl('players.profile_likes.store', locale, { nickname: player.login }),
          {},
          { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) }
        )
      }
    >
      <Heart aria-hidden="true" className={cn(player.liked && 'fill-current')} />
      {t('players.likes.like')}
      <span className="tabular-nums">· {count}</span>
    </Button>
  )
}

/** The viewer's friendship with the profile's player, and what they can do about it. */
export function FriendActions({ player }: { player: Player }) {
  const t = useT()
  const { locale } = useShared()
  const error = (usePage().props.errors as Record<string, string> | undefined)?.login
  const relation = player.friendship
  if (!player.registered || relation === null || relation === 'self') return null

  const named = { login: player.login }
  const own = { nickname: player.login }
  const withdrawOrDecline = pageUrl('players.friend_requests.destroy', locale, own)

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {relation === 'none' && (
          <VisitButton
            method="post"
            variant="primary"
            url={pageUrl('players.friend_requests.store', locale)}
            data={named}
          >
            <UserPlus aria-hidden="true" />
            {t('players.friends.add')}
          </VisitButton>
        )}
        {relation === 'outgoing' && (
          <>
            <Badge variant="cyan">{t('players.friends.request_sent')}</Badge>
            <VisitButton method="delete" variant="ghost" url={withdrawOrDecline}>
              <UserX aria-hidden="true" />
              {t('players.friends.withdraw')}
            </VisitButton>
          </>
        )}
        {relation === 'incoming' && (
          <>
            <VisitButton
              method="post"
              variant="primary"
              url={pageUrl('players.friends.store', locale)}
              data={named}
            >
              <UserCheck aria-hidden="true" />
              {t('players.friends.accept')}
            </VisitButton>
            <VisitButton method="delete" variant="ghost" url={withdrawOrDecline}>
              <UserX aria-hidden="true" />
              {t('players.friends.decline')}
            </VisitButton>
          </>
        )}
        {relation === 'friends' && (
          <>
            <Badge variant="success">
              <UserCheck aria-hidden="true" />
              {t('players.friends.are_friends')}
            </Badge>
            <VisitButton
              method="delete"
              variant="ghost"
              url={pageUrl('players.friends.destroy', locale, own)}
            >
              <UserMinus aria-hidden="true" />
              {t('players.friends.remove')}
            </VisitButton>
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/** The place in the likes top, linking to it. */
export function LikesPlace({ place }: { place: number | null }) {
  const t = useT()
  if (place === null) return null
  return (
    <AppLink
      route="players.tops.show"
      params={{ type: 'likes' }}
      className={buttonVariants({ variant: 'link', size: 'sm' })}
    >
      {t('players.likes.place', { place })}
    </AppLink>
  )
}

import { router } from '@inertiajs/react'
import { Heart } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import { cn } from '~/lib/cn'

/**
 * The like toggle (one per player, spec §7 `document/like`). Guests get a
 * link to log in; players post the toggle and the page reloads its props,
 * so the count shown is the stored one.
 */
export function LikeButton({ id, likes, liked }: { id: number; likes: number; liked: boolean }) {
  const t = useT()
  const { currentUser, locale } = useShared()
  const label = t('content.documents.likes', { count: likes })

  if (!currentUser) {
    return (
      <Button variant="secondary" size="sm" asChild>
        <AppLink
          route="accounts.sessions.create"
          aria-label={t('content.documents.like_login', { count: likes })}
        >
          <Heart aria-hidden="true" />
          {label}
        </AppLink>
      </Button>
    )
  }
  return (
    <form
      method="post"
      action={pageUrl('content.likes.store', locale, { id })}
      onSubmit={(event) => {
        event.preventDefault()
        router.post(pageUrl('content.likes.store', locale, { id }), {}, { preserveScroll: true })
      }}
    >
      <Button type="submit" variant="secondary" size="sm" aria-pressed={liked}>
        <Heart aria-hidden="true" className={cn(liked && 'fill-current text-danger')} />
        {label}
      </Button>
    </form>
  )
}

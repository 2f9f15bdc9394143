import type { CSSProperties } from 'react'
import { BrandIcon } from '~/components/app/brand_icons'
import { COMMUNITY_CHANNELS } from '~/components/app/community'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

/**
 * The community channels with follower counts (spec §3 app counts and
 * links); a channel without a link is left out, one without a count shows
 * no number.
 */
export function CommunityLinks({
  variant,
  className,
}: {
  variant: 'list' | 'cards'
  className?: string
}) {
  const t = useT()
  const { app } = useShared()
  const channels = COMMUNITY_CHANNELS.filter((channel) => app.links[channel.id])

  return (
    <ul
      className={cn(
        variant === 'cards' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'flex flex-col gap-1',
        className
      )}
    >
      {channels.map((channel) => {
        const count = app.counts[channel.id]
        const name = t(`common.community.${channel.id}`)
        const followers =
          typeof count === 'number' ? t('common.community.followers', { count }) : null
        return (
          <li key={channel.id}>
            <a
              href={app.links[channel.id]}
              target="_blank"
              rel="noopener noreferrer"
              style={{ '--brand': channel.color } as CSSProperties}
              className={cn(
                variant === 'cards'
                  ? [
                      'group relative flex h-full items-center gap-4 overflow-hidden rounded-3xl border border-border bg-surface/80 p-5 shadow-card',
                      'transition-[transform,border-color,box-shadow] duration-300 hover:-translate-y-1',
                      'hover:border-[color-mix(in_oklab,var(--brand)_55%,transparent)] hover:shadow-[0_20px_50px_-24px_var(--brand)]',
                    ]
                  : 'group flex min-h-10 items-center gap-3 rounded-xl py-1 text-sm text-muted transition-colors hover:text-text'
              )}
            >
              {variant === 'cards' && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute -end-10 -top-10 size-32 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_35%,transparent),transparent)] opacity-60 transition-opacity group-hover:opacity-100"
                />
              )}
              <span
                className={cn(
                  'grid shrink-0 place-items-center text-white',
                  variant === 'cards'
                    ? 'size-12 rounded-2xl bg-[color-mix(in_oklab,var(--brand)_85%,black)] shadow-[0_8px_24px_-8px_var(--brand)]'
                    : 'size-8 rounded-lg bg-[color-mix(in_oklab,var(--brand)_22%,transparent)] text-[color-mix(in_oklab,var(--brand)_50%,white)] transition-colors group-hover:bg-[color-mix(in_oklab,var(--brand)_85%,black)] group-hover:text-white'
                )}
              >
                <BrandIcon
                  name={channel.id}
                  className={variant === 'cards' ? 'size-6' : 'size-4'}
                />
              </span>
              <span className="flex min-w-0 flex-col">
                <span
                  className={cn(
                    'font-semibold',
                    variant === 'cards' ? 'text-base text-white' : 'text-text'
                  )}
                >
                  {name}
                </span>
                {followers && (
                  <span
                    className={cn(
                      'tabular-nums',
                      variant === 'cards' ? 'text-sm text-muted' : 'text-xs text-subtle'
                    )}
                  >
                    {followers}
                  </span>
                )}
              </span>
              <span className="sr-only">{t('common.actions.opens_new_tab')}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

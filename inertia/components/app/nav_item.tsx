import { usePage } from '@inertiajs/react'
import type { LucideIcon } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import type { NavEntry } from '~/components/app/navigation'
import { Badge } from '~/components/ui/badge'
import { Button, type ButtonProps } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { hasRoute, pageUrl } from '~/lib/routes'

type NavVariant = 'header' | 'sheet' | 'footer' | 'rail'

type NavItemProps = {
  item: NavEntry
  variant: NavVariant
  /** Drawn before the label (the sheet and the rail pass `navIcon(item)`). */
  icon?: LucideIcon
  className?: string
  /** Called after a click on a live link (the mobile sheet closes itself). */
  onNavigate?: () => void
}

/** True when the current page is the item's page (query and hash ignored). */
export function useIsCurrent(item: NavEntry) {
  const { url } = usePage()
  const { locale } = useShared()
  if (!hasRoute(item.route)) return false
  return url.split(/[?#]/)[0] === pageUrl(item.route, locale, item.params)
}

/** The small translated "soon" marker of a page that is not built yet. */
export function SoonMark({ className }: { className?: string }) {
  const t = useT()
  return (
    <Badge size="sm" variant="neutral" className={cn('uppercase tracking-wider', className)}>
      {t('common.nav.soon')}
    </Badge>
  )
}

const linkClasses: Record<NavVariant, string> = {
  header: cn(
    'relative inline-flex h-10 items-center rounded-xl px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors',
    'hover:bg-white/6 hover:text-text aria-[current=page]:text-white',
    'aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:-bottom-[0.6875rem] aria-[current=page]:after:h-0.5',
    'aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-linear-to-r aria-[current=page]:after:from-accent1 aria-[current=page]:after:to-accent2'
  ),
  sheet: cn(
    'flex min-h-12 w-full items-center gap-3 rounded-2xl px-3 text-base font-medium text-text transition-colors',
    'hover:bg-white/6 aria-[current=page]:bg-accent1/15 aria-[current=page]:text-white [&>svg]:size-5 [&>svg]:text-accent1-text'
  ),
  footer:
    'inline-flex min-h-8 items-center gap-2 text-sm text-muted transition-colors hover:text-text',
  rail: cn(
    'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-muted transition-colors',
    'hover:bg-white/6 hover:text-text aria-[current=page]:bg-accent1/18 aria-[current=page]:text-white [&>svg]:size-5'
  ),
}

/**
 * One navigation entry, written once for every place that lists pages: a
 * live link when the route exists, otherwise a visibly disabled,
 * aria-disabled entry marked "soon" (never a dead link).
 */
export function NavItem({ item, variant, icon: Icon, className, onNavigate }: NavItemProps) {
  const t = useT()
  const current = useIsCurrent(item)
  const label = t(item.label)

  if (!hasRoute(item.route)) {
    return (
      <span
        role="link"
        aria-disabled="true"
        className={cn(
          linkClasses[variant],
          'cursor-default text-subtle hover:bg-transparent hover:text-subtle',
          variant === 'header' && 'flex-col justify-center gap-0 leading-tight',
          className
        )}
      >
        {Icon && <Icon aria-hidden="true" className="opacity-60" />}
        <span>{label}</span>
        {variant === 'header' ? (
          <span className="text-[0.625rem] font-semibold tracking-wider text-subtle uppercase">
            {t('common.nav.soon')}
          </span>
        ) : (
          <SoonMark className={Icon ? 'ms-auto' : undefined} />
        )}
      </span>
    )
  }

  return (
    <AppLink
      route={item.route}
      params={item.params}
      aria-current={current ? 'page' : undefined}
      className={cn(linkClasses[variant], className)}
      onClick={onNavigate}
    >
      {Icon && <Icon aria-hidden="true" />}
      <span>{label}</span>
    </AppLink>
  )
}

type NavButtonProps = Omit<ButtonProps, 'asChild' | 'children' | 'size'> & {
  item: NavEntry
  size?: 'sm' | 'md' | 'lg'
  /** Drawn before the label. */
  icon?: LucideIcon
  onNavigate?: () => void
}

/** A call-to-action button for a navigation entry: a link, or disabled with "soon". */
export function NavButton({ item, icon: Icon, onNavigate, className, ...props }: NavButtonProps) {
  const t = useT()
  if (!hasRoute(item.route)) {
    return (
      <Button {...props} disabled className={cn('disabled:opacity-65', className)}>
        {Icon && <Icon aria-hidden="true" />}
        {t(item.label)}
        <span className="rounded-full bg-black/25 px-1.5 py-0.5 text-[0.625rem] font-semibold tracking-wider uppercase">
          {t('common.nav.soon')}
        </span>
      </Button>
    )
  }
  return (
    <Button {...props} className={className} asChild>
      <AppLink route={item.route} params={item.params} onClick={onNavigate}>
        {Icon && <Icon aria-hidden="true" />}
        {t(item.label)}
      </AppLink>
    </Button>
  )
}

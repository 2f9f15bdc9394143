import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { hasRoute, pageUrl } from '~/lib/routes'

type AuthPanelProps = {
  icon: LucideIcon
  title: string
  intro: string
  children: ReactNode
  /** The way to the sibling page (login ↔ register), under a rule. */
  footer?: ReactNode
}

/** The content of an auth card (login, register): a glowing emblem, the title, the form. */
export function AuthPanel({ icon: Icon, title, intro, children, footer }: AuthPanelProps) {
  return (
    <div className="flex flex-col gap-7">
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="relative grid size-14 place-items-center rounded-2xl bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] text-white shadow-glow"
        >
          <span className="absolute inset-0 rounded-[inherit] bg-linear-to-b from-white/25 to-transparent to-60%" />
          <Icon className="relative size-7" />
        </span>
        <h1 className="font-display text-2xl font-semibold text-white sm:text-[1.75rem]">
          {title}
        </h1>
        <p className="max-w-xs text-sm leading-6 text-muted">{intro}</p>
      </div>
      {children}
      {footer && (
        <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-t border-border pt-5 text-center text-sm text-muted">
          {footer}
        </p>
      )}
    </div>
  )
}

type PageLinkProps = {
  route: string
  query?: Record<string, string>
  /** Opens in a new tab, so a half-filled form stays as it is. */
  newTab?: boolean
  className?: string
  children: ReactNode
}

const linkClasses =
  'font-medium text-accent1-text underline-offset-4 transition-colors hover:text-white hover:underline'

/**
 * A link to a named page that may not be built yet (docs/decisions.md:
 * route names are the navigation contract): without the route it is
 * plain text, never a dead link.
 */
export function OptionalPageLink({ route, query, newTab, className, children }: PageLinkProps) {
  const t = useT()
  const { locale } = useShared()
  if (!hasRoute(route)) return <span className={className}>{children}</span>
  if (newTab) {
    return (
      <a
        href={pageUrl(route, locale, {}, query)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(linkClasses, className)}
      >
        {children}
        <span className="sr-only"> {t('common.actions.opens_new_tab')}</span>
      </a>
    )
  }
  return (
    <AppLink route={route} query={query} className={cn(linkClasses, className)}>
      {children}
    </AppLink>
  )
}

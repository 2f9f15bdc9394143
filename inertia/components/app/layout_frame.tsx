import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'
import { PageBackdrop } from '~/components/app/page_backdrop'
import { SkipLink } from '~/components/app/skip_link'
import { cn } from '~/lib/cn'

/** The frame the chromed layouts share: skip link, art backdrop, a top bar, the page, an optional footer. */
export function LayoutFrame({
  bar,
  footer,
  children,
}: {
  bar: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <AppShell>
      <SkipLink />
      <PageBackdrop />
      <div className="flex min-h-dvh flex-col">
        {bar}
        {children}
        {footer}
      </div>
    </AppShell>
  )
}

/** The page's main landmark, the skip link's target. */
export function MainRegion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id="content" tabIndex={-1} className={cn('outline-none', className)}>
      {children}
    </main>
  )
}

/** One narrow glowing card centred on an aurora: focused flows (2fa, pay, launcher login). */
export function CenteredCard({
  size,
  className,
  children,
}: {
  size: 'sm' | 'md'
  className?: string
  children: ReactNode
}) {
  return (
    <MainRegion className={cn('relative flex w-full flex-1 justify-center px-4', className)}>
      <div
        aria-hidden="true"
        className="tm-aurora pointer-events-none absolute inset-0 -z-10 opacity-50"
      />
      <div
        className={cn(
          'tm-gradient-border w-full rounded-3xl bg-surface/85 p-6 shadow-[0_30px_80px_-30px_var(--glowDark)] backdrop-blur-md',
          size === 'md' ? 'max-w-md sm:p-8' : 'max-w-sm'
        )}
      >
        {children}
      </div>
    </MainRegion>
  )
}

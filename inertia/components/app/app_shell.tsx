import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useShared } from '~/hooks/use_shared'
import { usePageView } from '~/hooks/use_page_view'
import { useScrollRules } from '~/hooks/use_scroll_rules'
import { useFlashNotifications } from '~/hooks/use_flash_notifications'
import { useHydrated } from '~/hooks/use_hydrated'
import { SeoHead } from '~/components/app/seo_head'

/** Sonner's toaster is mounted in the browser after hydration, out of every page's bundle (#8). */
const Notifications = lazy(() =>
  import('~/components/app/notifications').then((module) => ({ default: module.Notifications }))
)

/** What every layout shares: head links, notifications, page-view and scroll rules. */
export function AppShell({ children }: { children: ReactNode }) {
  const { site, locale } = useShared()
  usePageView(site.analyticsEndpoint)
  useScrollRules()
  useFlashNotifications()
  const hydrated = useHydrated()

  // The server sets <html lang> on the first page only; a language switch happens in place.
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  // Marks the page interactive, for browser tests and scripts that must not click before hydration.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <>
      <SeoHead />
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
    </>
  )
}

import { useEffect, type ReactNode } from 'react'
import { useShared } from '~/hooks/use_shared'
import { usePageView } from '~/hooks/use_page_view'
import { useScrollRules } from '~/hooks/use_scroll_rules'
import { useFlashNotifications } from '~/hooks/use_flash_notifications'
import { Notifications } from '~/components/app/notifications'
import { SeoHead } from '~/components/app/seo_head'

/** What every layout shares: head links, notifications, page-view and scroll rules. */
export function AppShell({ children }: { children: ReactNode }) {
  const { site, locale } = useShared()
  usePageView(site.analyticsEndpoint)
  useScrollRules()
  useFlashNotifications()

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
      <Notifications />
    </>
  )
}

import type { ReactNode } from 'react'
import { useShared } from '~/hooks/use_shared'
import { usePageView } from '~/hooks/use_page_view'
import { useScrollRules } from '~/hooks/use_scroll_rules'
import { useFlashNotifications } from '~/hooks/use_flash_notifications'
import { Notifications } from '~/components/app/notifications'
import { SeoHead } from '~/components/app/seo_head'

/** What every layout shares: head links, notifications, page-view and scroll rules. */
export function AppShell({ children }: { children: ReactNode }) {
  const { site } = useShared()
  usePageView(site.analyticsEndpoint)
  useScrollRules()
  useFlashNotifications()

  return (
    <>
      <SeoHead />
      {children}
      <Notifications />
    </>
  )
}

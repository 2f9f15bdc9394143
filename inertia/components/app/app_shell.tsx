import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { useShared } from '~/hooks/use_shared'
import { usePageView } from '~/hooks/use_page_view'
import { useScrollRules } from '~/hooks/use_scroll_rules'
import { useFlashNotifications } from '~/hooks/use_flash_notifications'
import { useHydrated } from '~/hooks/use_hydrated'
import { SeoHead } from '~/components/app/seo_head'
import { usePlayerShell } from '~/hooks/use_player_shell'
import { fillPlayerShell } from '~/lib/player_shell'
import { whenToasterWanted } from '~/lib/notify'

/** Sonner's toaster is mounted in the browser with the first notice, out of every page's bundle (#8). */
const Notifications = lazy(() =>
  import('~/components/app/notifications').then((module) => ({ default: module.Notifications }))
)

/** The transfer-coins modal loads only when an address asks for it (spec §2 `/transfer`). */
const TransferCoinsHost = lazy(() =>
  import('~/components/economy/transfer_coins_host').then((module) => ({
    default: module.TransferCoinsHost,
  }))
)

function asksForTransfer(url: string) {
  return new URL(url, 'http://localhost').searchParams.get('open-modal') === 'transfer-coins'
}

/** What every layout shares: head links, notifications, page-view and scroll rules. */
export function AppShell({ children }: { children: ReactNode }) {
  const { site, locale } = useShared()
  usePageView(site.analyticsEndpoint)
  useScrollRules()
  useFlashNotifications()
  const hydrated = useHydrated()
  const [toasterWanted, setToasterWanted] = useState(false)
  useEffect(() => whenToasterWanted(() => setToasterWanted(true)), [])
  const transferAsked = asksForTransfer(usePage().url)
  // Once asked for, the modal stays mounted so it can animate closed.
  const [transferLoaded, setTransferLoaded] = useState(false)
  if (transferAsked && !transferLoaded) setTransferLoaded(true)

  // The server sets <html lang> on the first page only; a language switch happens in place.
  // Writing it, even unchanged, restyles every element (:lang): 23 ms after hydration (#8).
  useEffect(() => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale
  }, [locale])

  // Marks the page interactive, for browser tests and scripts that must not click before hydration;
  // a player's page drawn from a shell is interactive once the player's props are in (#29).
  const shell = usePlayerShell()
  useEffect(() => {
    if (shell) return fillPlayerShell()
    document.documentElement.dataset.hydrated = 'true'
    // boot.ts replays the clicks it held meanwhile.
    window.dispatchEvent(new Event('tm:hydrated'))
  }, [shell])

  return (
    <>
      <SeoHead />
      {children}
      {hydrated && toasterWanted && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
      {hydrated && transferLoaded && (
        <Suspense fallback={null}>
          <TransferCoinsHost requested={transferAsked} />
        </Suspense>
      )}
    </>
  )
}

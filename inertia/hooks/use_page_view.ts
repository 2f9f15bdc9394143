import { useEffect } from 'react'
import { router, usePage } from '@inertiajs/react'

export type PageViewDetail = { url: string; component: string }

function report(detail: PageViewDetail, endpoint: string | null) {
  window.dispatchEvent(new CustomEvent<PageViewDetail>('tm:page-view', { detail }))
  if (endpoint) {
    const body = JSON.stringify({ ...detail, referrer: document.referrer || null })
    navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))
  }
}

/**
 * spec §2: a page-view event on the first page and on every navigation
 * after it. It is a DOM event (`tm:page-view`) first-party code can listen
 * to, and is sent to the analytics endpoint when one is configured; no
 * third-party script is ever loaded.
 */
export function usePageView(endpoint: string | null) {
  const { url, component } = usePage()

  useEffect(() => {
    const initial = { url, component }
    report(initial, endpoint)
    let skipInitialEcho = true
    return router.on('navigate', (event) => {
      const detail = { url: event.detail.page.url, component: event.detail.page.component }
      // The router announces the first page too; it was reported above.
      if (skipInitialEcho && detail.url === initial.url && detail.component === initial.component) {
        skipInitialEcho = false
        return
      }
      skipInitialEcho = false
      report(detail, endpoint)
    })
    // Registered once per mount: the page changes come through the router event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endpoint])
}

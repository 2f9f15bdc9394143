import { useEffect } from 'react'
import { pageUrl } from '~/lib/routes'
import { useShared } from '~/hooks/use_shared'

/**
 * The read stopwatch (spec §7 `POST document/stopwatch`): counts the
 * seconds the page is visible and sends them as a keepalive beacon when the
 * reader hides or leaves it; the first beacon of a visit also counts the view.
 * `null` (a draft) counts nothing.
 */
export function useReadStopwatch(documentId: number | null) {
  const { locale } = useShared()
  useEffect(() => {
    // A draft preview is no read.
    if (documentId === null) return
    const url = pageUrl('api.content.stopwatches.store', locale)
    let visibleSince = document.visibilityState === 'visible' ? Date.now() : null
    let seconds = 0
    let viewSent = false

    const send = () => {
      if (visibleSince !== null) seconds += (Date.now() - visibleSince) / 1000
      visibleSince = null
      if (viewSent && seconds < 1) return
      const body = JSON.stringify({ id: documentId, seconds: Math.round(seconds), view: !viewSent })
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
      viewSent = true
      seconds = 0
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send()
      else visibleSince = Date.now()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', send)
    return () => {
      // Leaving by an in-app visit unmounts the page: that ends the read too.
      send()
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', send)
    }
  }, [documentId, locale])
}

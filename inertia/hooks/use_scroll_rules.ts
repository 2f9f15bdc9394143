import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { scrollTargetFor } from '@domain/platform/scroll'

/**
 * Applies spec §2's scroll rules after every navigation. Inertia already
 * restores positions on back/forward; this keeps that only where the spec
 * asks for it and scrolls anchors smoothly with the cabinet offset.
 */
export function useScrollRules() {
  useEffect(() => {
    let historyNavigation = false
    const onPopState = () => {
      historyNavigation = true
    }
    window.addEventListener('popstate', onPopState)

    const stop = router.on('navigate', (event) => {
      const url = new URL(event.detail.page.url, window.location.origin)
      const target = scrollTargetFor({
        path: url.pathname,
        hash: url.hash,
        component: event.detail.page.component,
      })
      const fromHistory = historyNavigation
      historyNavigation = false
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

      requestAnimationFrame(() => {
        if (target.kind === 'anchor') {
          const element = document.getElementById(target.id)
          if (!element) return
          const top = element.getBoundingClientRect().top + window.scrollY - target.offset
          window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' })
        } else if (target.kind === 'top' && fromHistory) {
          window.scrollTo({ top: 0 })
        }
      })
    })

    return () => {
      stop()
      window.removeEventListener('popstate', onPopState)
    }
  }, [])
}

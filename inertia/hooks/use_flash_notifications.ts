import { useEffect } from 'react'
import { router, usePage } from '@inertiajs/react'
import { dismissProblems, notify, type Notification } from '~/lib/notify'

type FlashBag = { notifications?: Notification[] }

/**
 * Server flash messages become notifications: those of the first page on
 * mount, later ones from the router's flash event. Ids keep a flash from
 * showing twice. An error or warning ("wrong code", "wait 30 s") goes as
 * soon as the player edits a field, submits or leaves the page: it speaks
 * of a state that is gone, and a new answer brings its own notice.
 */
export function useFlashNotifications() {
  const { flash } = usePage()

  useEffect(() => {
    const shown = new Set<string>()
    const show = (bag: FlashBag | undefined) => {
      for (const notification of bag?.notifications ?? []) {
        if (notification.id && shown.has(notification.id)) continue
        if (notification.id) shown.add(notification.id)
        notify(notification)
      }
    }
    show(flash as FlashBag)
    const stopFlash = router.on('flash', (event) => show(event.detail.flash as FlashBag))
    // Prefetches and background reloads are not the player's doing.
    const stopStart = router.on('start', ({ detail: { visit } }) => {
      if (!visit.prefetch && !visit.async) dismissProblems()
    })
    document.addEventListener('input', dismissProblems)
    return () => {
      stopFlash()
      stopStart()
      document.removeEventListener('input', dismissProblems)
    }
    // The first page's flash is read once; later ones arrive through the event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

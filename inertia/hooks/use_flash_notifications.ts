import { useEffect } from 'react'
import { router, usePage } from '@inertiajs/react'
import { notify, type Notification } from '~/lib/notify'

type FlashBag = { notifications?: Notification[] }

/**
 * Server flash messages become notifications: those of the first page on
 * mount, later ones from the router's flash event. Ids keep a flash from
 * showing twice.
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
    return router.on('flash', (event) => show(event.detail.flash as FlashBag))
    // The first page's flash is read once; later ones arrive through the event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

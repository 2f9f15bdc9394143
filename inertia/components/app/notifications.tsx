import { Toaster } from 'sonner'
import { useT } from '~/hooks/use_t'
import { NOTIFICATION_DURATION } from '~/lib/notify'

/** spec §2: top right, newest first, 5000 ms, at most 10, paused on hover. */
export function Notifications() {
  const t = useT()
  return (
    <Toaster
      position="top-right"
      visibleToasts={10}
      duration={NOTIFICATION_DURATION}
      theme="dark"
      richColors
      closeButton
      containerAriaLabel={t('common.notifications.label')}
      toastOptions={{ classNames: { toast: 'tm-toast' } }}
    />
  )
}

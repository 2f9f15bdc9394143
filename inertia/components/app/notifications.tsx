import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'
import { CircleCheck, Info, OctagonAlert, TriangleAlert } from 'lucide-react'
import { useT } from '~/hooks/use_t'
import { NOTIFICATION_DURATION, provideToast } from '~/lib/notify'

/**
 * spec §2: top right, newest first, 5000 ms, at most 10, paused on hover.
 * The look of each style (default, success, warn, error) is in app.css.
 */
export function Notifications() {
  const t = useT()
  useEffect(() => provideToast(toast), [])
  return (
    <Toaster
      position="top-right"
      visibleToasts={10}
      duration={NOTIFICATION_DURATION}
      theme="dark"
      closeButton
      offset={{ top: 'calc(var(--header-height) + 0.75rem)', right: '1rem' }}
      mobileOffset={{
        top: 'calc(var(--header-height) + 0.5rem)',
        right: '0.75rem',
        left: '0.75rem',
      }}
      containerAriaLabel={t('common.notifications.label')}
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-5" />,
        warning: <TriangleAlert aria-hidden="true" className="size-5" />,
        error: <OctagonAlert aria-hidden="true" className="size-5" />,
        info: <Info aria-hidden="true" className="size-5" />,
      }}
      toastOptions={{ classNames: { toast: 'tm-toast' } }}
    />
  )
}

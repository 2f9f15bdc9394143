import { lazy, Suspense } from 'react'
import { useMonitoring } from '~/hooks/use_monitoring'

// The dialog's radix code loads only when a connection is lost.
const ConnectionLostDialog = lazy(() => import('~/components/app/connection_lost_dialog'))

/** spec §2 'connection lost' modal: open while the monitoring poll fails, gone when it answers. */
export function ConnectionLost() {
  const { lost } = useMonitoring()
  if (!lost) return null
  return (
    <Suspense fallback={null}>
      <ConnectionLostDialog />
    </Suspense>
  )
}

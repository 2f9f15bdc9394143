import { useSyncExternalStore } from 'react'
import type { Monitoring } from '@domain/network/monitoring'
import { monitoringState, serverMonitoringState, subscribeMonitoring } from '~/lib/monitoring'

/**
 * The live monitoring of the tab's shared poll; `initial` (a page's props,
 * possibly a cached page's) until the first answer.
 */
export function useMonitoring(initial: Monitoring | null = null) {
  const { monitoring, lost } = useSyncExternalStore(
    subscribeMonitoring,
    monitoringState,
    serverMonitoringState
  )
  return { monitoring: monitoring ?? initial, lost }
}

import { MONITORING_POLL_MS, type Monitoring } from '@domain/network/monitoring'
import { pageUrl } from '~/lib/routes'

/*
| The one monitoring poll of a tab (spec §4): every 5 s while the window has
| focus, at once when it gets it back. A failed poll marks the connection
| lost; polls go on (focused or not) until one answers, which clears it. The
| browser revalidates with the answer's ETag, so an unchanged poll is a 304.
*/
export type MonitoringState = { monitoring: Monitoring | null; lost: boolean }

const SERVER_STATE: MonitoringState = { monitoring: null, lost: false }
let state: MonitoringState = SERVER_STATE
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let inFlight = false

function emit(next: Partial<MonitoringState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

async function poll() {
  if (inFlight) return
  inFlight = true
  try {
    const response = await fetch(pageUrl('api.network.monitoring.show', 'ru'), {
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`monitoring answered ${response.status}`)
    emit({ monitoring: (await response.json()) as Monitoring, lost: false })
  } catch {
    emit({ lost: true })
  } finally {
    inFlight = false
    schedule()
  }
}

function schedule() {
  clearTimeout(timer)
  if (listeners.size === 0) return
  if (document.hasFocus() || state.lost) timer = setTimeout(poll, MONITORING_POLL_MS)
}

function onFocus() {
  clearTimeout(timer)
  void poll()
}

export function subscribeMonitoring(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    window.addEventListener('focus', onFocus)
    window.addEventListener('blur', schedule)
    if (document.hasFocus()) void poll()
    else schedule()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearTimeout(timer)
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('blur', schedule)
    }
  }
}

export function monitoringState() {
  return state
}

/** What the server render and hydration see: nothing polled yet. */
export function serverMonitoringState() {
  return SERVER_STATE
}

import { useSyncExternalStore } from 'react'
import { CLOCK_TICK_MS } from '@domain/network/monitoring'
import { useShared } from '~/hooks/use_shared'

function subscribe(onTick: () => void) {
  const timer = setInterval(onTick, CLOCK_TICK_MS)
  return () => clearInterval(timer)
}

/** Now, in whole ticks: the same value for every read within a tick, as React requires. */
const clock = () => Math.floor(Date.now() / CLOCK_TICK_MS) * CLOCK_TICK_MS

/**
 * Now in epoch milliseconds, ticking every 500 ms (spec §9). The server
 * render and hydration read the moment the server rendered the page (the
 * shared `now`), so both draw the same text; the live clock follows at once.
 */
export function useNow() {
  const { now } = useShared()
  const served = Math.floor(Date.parse(now) / CLOCK_TICK_MS) * CLOCK_TICK_MS
  return useSyncExternalStore(subscribe, clock, () => served)
}

import { useSyncExternalStore } from 'react'

/** spec §9: the clock ticks every 500 ms. */
const TICK_MS = 500

function subscribe(onTick: () => void) {
  const timer = setInterval(onTick, TICK_MS)
  return () => clearInterval(timer)
}

/** Now, in whole ticks: the same value for every read within a tick, as React requires. */
const clock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS

/** The server render cannot know the reader's "now". */
const noClock = () => null

/**
 * Whole seconds left until an ISO moment, ticking live (spec §4: resend
 * after a countdown). 0 when there is no moment or it has passed. Null
 * until hydrated, so the server render and the first client render agree:
 * both show the waiting state without a number.
 */
export function useCountdown(until: string | null): number | null {
  const now = useSyncExternalStore(subscribe, clock, noClock)
  if (!until) return 0
  if (now === null) return null
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000))
}

import { useEffect, useState } from 'react'
import { CLOCK_TICK_MS } from '@domain/network/monitoring'

/** Now, ticking every 500 ms (spec §9); null in the server render and until the first tick. */
export function useClock() {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

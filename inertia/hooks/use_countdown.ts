import { useNow } from '~/hooks/use_now'

/**
 * Whole seconds left until an ISO moment, ticking live (spec §4: resend
 * after a countdown). 0 when there is no moment or it has passed. The
 * server render and hydration count from the server's moment (useNow).
 */
export function useCountdown(until: string | null): number {
  const now = useNow()
  if (!until) return 0
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000))
}

import { useCallback, useState } from 'react'

/**
 * The Idempotency-Key of one attempt at a paid or moving action: a double
 * press sends the same key, so the server acts once. `renew` starts the next
 * attempt (the dialog closed, or the server refused this one).
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID())
  const renew = useCallback(() => setKey(crypto.randomUUID()), [])
  return [key, renew] as const
}

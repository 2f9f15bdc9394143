import { startTransition, useEffect, useState } from 'react'

/** Set by the first effect that runs: the page has hydrated, later mounts start hydrated. */
let pageHydrated = false

/**
 * False on the server and while hydrating, true after: for what only the
 * browser draws. The switch is a transition, so React renders it in slices
 * between the browser's frames; `useSyncExternalStore` forced it as one
 * synchronous render of every such component right after hydration, the
 * page's longest task (#8, docs/decisions.md "Client weight").
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}

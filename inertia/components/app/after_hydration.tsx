import { lazy, startTransition, Suspense, useState, type ComponentType } from 'react'
import { useHydrated } from '~/hooks/use_hydrated'

/** The loaded component opens at once when its stand-in was clicked meanwhile. */
export type DeferredProps = { defaultOpen?: boolean }
/**
 * `onWarm`: the pointer is on the trigger, a click may follow (the code starts loading);
 * `busy`: clicked, it opens once its code is in (`aria-busy` on the trigger).
 */
export type StandInProps = { onOpen: () => void; onWarm: () => void; busy: boolean }

/**
 * A menu or sheet whose libraries (radix, floating-ui) load when the player
 * reaches for it, out of every page's download until then (#8, #29 item 4:
 * some 45 KB gzip of every page once loaded after hydration). The server and
 * the browser draw `StandIn`, the same trigger button; a pointer on it loads
 * the real one, and a click (a key, a touch) before the code is there opens it
 * as soon as it mounts.
 */
export function afterHydration<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  StandIn: ComponentType<P & StandInProps>
) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  return function Deferred(props: P) {
    const hydrated = useHydrated()
    const [wanted, setWanted] = useState(false)
    const [warm, setWarm] = useState(false)
    const standIn = (
      <StandIn
        {...props}
        busy={wanted}
        onOpen={() => setWanted(true)}
        // A transition keeps the stand-in on screen while the code loads.
        onWarm={() => startTransition(() => setWarm(true))}
      />
    )
    if (!hydrated || !(wanted || warm)) return standIn
    return (
      <Suspense fallback={standIn}>
        {/* A click that lands while the warmed code mounts closed mounts it again, open. */}
        <Loaded key={wanted ? 'wanted' : 'warm'} {...props} defaultOpen={wanted} />
      </Suspense>
    )
  }
}

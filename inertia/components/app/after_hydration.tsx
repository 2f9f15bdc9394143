import { lazy, Suspense, useState, type ComponentType } from 'react'
import { useHydrated } from '~/hooks/use_hydrated'

/** The loaded component opens at once when its stand-in was clicked meanwhile. */
export type DeferredProps = { defaultOpen?: boolean }
export type StandInProps = { onOpen: () => void }

/**
 * A menu or sheet whose libraries (radix, floating-ui) load after
 * hydration, out of the page's first bundle (#8). The server and the
 * first browser render draw `StandIn`, the same trigger button; a click
 * on it before the code is there opens the real one as soon as it mounts.
 */
export function afterHydration<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  StandIn: ComponentType<P & StandInProps>
) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  return function Deferred(props: P) {
    const hydrated = useHydrated()
    const [wanted, setWanted] = useState(false)
    const standIn = <StandIn {...props} onOpen={() => setWanted(true)} />
    if (!hydrated) return standIn
    return (
      <Suspense fallback={standIn}>
        <Loaded {...props} defaultOpen={wanted} />
      </Suspense>
    )
  }
}

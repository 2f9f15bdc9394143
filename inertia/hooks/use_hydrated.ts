import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const inBrowser = () => true
const onServer = () => false

/** False on the server and while hydrating, true after: for what only the browser draws. */
export function useHydrated() {
  return useSyncExternalStore(noSubscription, inBrowser, onServer)
}

import { lazy, Suspense, type ComponentType } from 'react'
import type * as PlayerHeader from '~/components/app/player_header'

type PlayerHeaderModule = typeof PlayerHeader

/** Set by the server render (inertia/ssr.tsx), which has every module at hand. */
let provided: PlayerHeaderModule | undefined
const load = () => import('~/components/app/player_header')

export function providePlayerHeader(module: PlayerHeaderModule) {
  provided = module
}

/**
 * What only a logged-in player sees in the header (wallet, player menu, ban
 * notice) is a chunk of its own, so a guest's pages carry none of its code
 * (#8). The server draws it at once; for a player's first page the browser
 * loads the chunk before hydrating (app.tsx), so both render it without a
 * Suspense boundary and it hydrates with the page: in a boundary of its own
 * it hydrated later, after `tm:hydrated`, losing a click held on the player
 * menu (#27 item 9). A later visit that logs in loads it lazily.
 */
function playerPart<P extends object>(pick: (module: PlayerHeaderModule) => ComponentType<P>) {
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) })))
  return function PlayerPart(props: P) {
    if (provided) {
      const Part = pick(provided)
      return <Part {...props} />
    }
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

export const PlayerHeaderItems = playerPart((module) => module.PlayerHeaderItems)
export const PlayerBanNotice = playerPart((module) => module.BanNotice)

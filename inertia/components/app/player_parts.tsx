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
 * (#8). The server draws it at once; the browser hydrates it when the chunk
 * is in (the layout preloads it for players) and shows the server's markup
 * until then.
 */
function playerPart<P extends object>(pick: (module: PlayerHeaderModule) => ComponentType<P>) {
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) })))
  return function PlayerPart(props: P) {
    const Part = provided ? pick(provided) : Loaded
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
}

export const PlayerHeaderItems = playerPart((module) => module.PlayerHeaderItems)
export const PlayerBanNotice = playerPart((module) => module.BanNotice)

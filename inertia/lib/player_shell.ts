import { router } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { playerShellProps } from '@domain/platform/player_shell'

/** The player's props while the page shows the shell's (#29). */
let playerProps: Page['props'] | null = null

/**
 * The page to hydrate: a logged-in player's page may come as a shell
 * rendered without any player (`data-player-shell`, app/http/player_shell_inertia.ts),
 * so React hydrates the shell's props and keeps the player's for `fillPlayerShell`.
 */
export function pageToHydrate(page: Page): Page {
  if (!document.querySelector('script[data-page="app"][data-player-shell]')) return page
  playerProps = page.props
  return { ...page, props: playerShellProps(page.component, page.props) as Page['props'] }
}

/** Swaps the player's props in for the shell's, once the shell has hydrated. */
export function fillPlayerShell() {
  const props = playerProps
  playerProps = null
  if (!props) return
  // A client visit clears the flash unless told to keep it; the page's notifications already show.
  router.replace({
    props: () => props,
    flash: (flash) => flash,
    preserveScroll: true,
    preserveState: true,
  })
}

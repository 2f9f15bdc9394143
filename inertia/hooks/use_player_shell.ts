import { usePage } from '@inertiajs/react'
import { PLAYER_SHELL_PROP } from '@domain/platform/player_shell'

/**
 * True while a logged-in player's page shows its shell (#29): the server's
 * markup and the first browser render have no player, so what is the
 * player's own draws a placeholder until the player's props are in.
 */
export function usePlayerShell() {
  return usePage().props[PLAYER_SHELL_PROP] === true
}

/*
| The personal cabinet's tabs (spec §2 cabinet), by route name: the server
| redirects /{lang}/cabinet by them and the pages draw the tab strip from
| them. A tab whose route does not exist yet is shown as "soon", so the
| issue that adds a cabinet page under its name appears here unchanged.
*/
export type CabinetTabId =
  | 'privileges'
  | 'abilities'
  | 'refund'
  | 'bonus'
  | 'invite'
  | 'profile'
  | 'theme'
  | 'cover'
  | 'privacy'
  | 'two_factor'
  | 'authorization'
  | 'password'
  | 'email'
  | 'sessions'
  | 'transactions'
  | 'deliveries'

/** spec §2: "Tabs named by text", in that order, then the deliveries of the game network. */
export const CABINET_TABS: readonly { id: CabinetTabId; route: string }[] = [
  { id: 'privileges', route: 'economy.cabinet_roles.index' },
  { id: 'abilities', route: 'economy.abilities.index' },
  { id: 'refund', route: 'economy.refunds.create' },
  { id: 'bonus', route: 'economy.bonus.show' },
  { id: 'invite', route: 'economy.invites.show' },
  { id: 'profile', route: 'players.looks.edit' },
  { id: 'theme', route: 'accounts.themes.edit' },
  { id: 'cover', route: 'accounts.covers.edit' },
  { id: 'privacy', route: 'accounts.privacy.edit' },
  { id: 'two_factor', route: 'accounts.two_factor_settings.edit' },
  { id: 'authorization', route: 'accounts.oauth_links.index' },
  { id: 'password', route: 'accounts.passwords.edit' },
  { id: 'email', route: 'accounts.email_changes.edit' },
  { id: 'sessions', route: 'accounts.active_sessions.index' },
  { id: 'transactions', route: 'economy.transactions.index' },
  // Not in spec §2: where a bought privilege's commands stand on each server (issue #9).
  { id: 'deliveries', route: 'network.cabinet_deliveries.index' },
]

/**
 * spec §2: /{lang}/cabinet opens the bonus tab; should its route ever be
 * missing, the first tab that exists, in this order.
 */
const LANDING_ORDER: readonly CabinetTabId[] = ['bonus', 'sessions', 'password', 'email']

/** The route /{lang}/cabinet redirects to, or null when no cabinet page exists. */
export function cabinetLandingRoute(exists: (route: string) => boolean): string | null {
  for (const id of LANDING_ORDER) {
    const route = CABINET_TABS.find((tab) => tab.id === id)!.route
    if (exists(route)) return route
  }
  return null
}

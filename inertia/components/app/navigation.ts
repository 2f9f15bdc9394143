import type { PageRoute, RouteParams } from '~/lib/routes'

/**
 * One entry of the site's navigation: an i18n key and the named route it
 * opens (which may not exist yet: NavItem then shows it as "soon"). Its
 * icon is in navigation_icons.ts, loaded only where icons are drawn.
 * `primary` entries stay in the header bar; the rest fold into "More"
 * (a player's header has room for four in Russian, #27).
 */
export type NavEntry = {
  id: string
  label: string
  route: PageRoute
  params?: RouteParams
  primary?: boolean
}

export const MAIN_NAVIGATION: readonly NavEntry[] = [
  {
    id: 'servers',
    label: 'common.nav.servers',
    route: 'network.servers.index',
    primary: true,
  },
  {
    id: 'store',
    label: 'common.nav.store',
    route: 'economy.store.show',
    primary: true,
  },
  {
    id: 'news',
    label: 'common.nav.news',
    route: 'content.news.index',
    primary: true,
  },
  {
    id: 'mods',
    label: 'common.nav.mods',
    route: 'content.mods.index',
  },
  {
    id: 'tops',
    label: 'common.nav.tops',
    route: 'players.tops.index',
    primary: true,
  },
  {
    id: 'stats',
    label: 'common.nav.stats',
    route: 'network.statistics.index',
  },
  { id: 'rules', label: 'common.nav.rules', route: 'content.rules.show' },
  { id: 'team', label: 'common.nav.team', route: 'content.team.show' },
  { id: 'start', label: 'common.nav.start', route: 'content.start.show' },
]

export const AUTH_NAVIGATION = {
  login: {
    id: 'login',
    label: 'common.auth.login',
    route: 'accounts.sessions.create',
  },
  register: {
    id: 'register',
    label: 'common.auth.register',
    route: 'accounts.registrations.create',
  },
  cabinet: {
    id: 'cabinet',
    label: 'common.auth.cabinet',
    route: 'accounts.cabinet.show',
  },
  logout: {
    id: 'logout',
    label: 'common.auth.logout',
    route: 'accounts.logout.show',
  },
} as const satisfies Record<string, NavEntry>

export const DOCUMENT_NAVIGATION: readonly NavEntry[] = [
  {
    id: 'privacy',
    label: 'common.footer.privacy',
    route: 'content.privacy.show',
  },
  { id: 'offer', label: 'common.footer.offer', route: 'content.offer.show' },
]

/** The launcher's own screens (spec §2 launcher), shown in its side rail. */
export const LAUNCHER_NAVIGATION: readonly NavEntry[] = [
  { id: 'play', label: 'common.launcher.play', route: 'launcher.home.show' },
  {
    id: 'servers',
    label: 'common.launcher.servers',
    route: 'launcher.servers.index',
  },
  {
    id: 'settings',
    label: 'common.launcher.settings',
    route: 'launcher.settings.show',
  },
]

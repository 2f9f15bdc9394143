import type { LucideIcon } from 'lucide-react'
import {
  ChartNoAxesCombined,
  FileText,
  Gamepad2,
  LayoutGrid,
  LogIn,
  LogOut,
  Newspaper,
  Puzzle,
  Rocket,
  ScrollText,
  Server,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Trophy,
  UserPlus,
  UserRound,
  UsersRound,
} from 'lucide-react'
import type { PageRoute, RouteParams } from '~/lib/routes'

/**
 * One entry of the site's navigation: an i18n key, the named route it
 * opens (which may not exist yet: NavItem then shows it as "soon") and an
 * icon. `primary` entries stay in the header bar on mid-size screens; the
 * rest fold into "More".
 */
export type NavEntry = {
  id: string
  label: string
  route: PageRoute
  params?: RouteParams
  icon: LucideIcon
  primary?: boolean
}

export const MAIN_NAVIGATION: readonly NavEntry[] = [
  {
    id: 'servers',
    label: 'common.nav.servers',
    route: 'network.servers.index',
    icon: Server,
    primary: true,
  },
  {
    id: 'store',
    label: 'common.nav.store',
    route: 'economy.store.show',
    icon: ShoppingBag,
    primary: true,
  },
  {
    id: 'news',
    label: 'common.nav.news',
    route: 'content.news.index',
    icon: Newspaper,
    primary: true,
  },
  {
    id: 'mods',
    label: 'common.nav.mods',
    route: 'content.mods.index',
    icon: Puzzle,
    primary: true,
  },
  {
    id: 'tops',
    label: 'common.nav.tops',
    route: 'players.tops.index',
    icon: Trophy,
    primary: true,
  },
  {
    id: 'stats',
    label: 'common.nav.stats',
    route: 'network.stats.index',
    icon: ChartNoAxesCombined,
  },
  { id: 'rules', label: 'common.nav.rules', route: 'content.rules.show', icon: ScrollText },
  { id: 'team', label: 'common.nav.team', route: 'content.team.show', icon: UsersRound },
  { id: 'start', label: 'common.nav.start', route: 'content.start.show', icon: Rocket },
]

export const AUTH_NAVIGATION = {
  login: {
    id: 'login',
    label: 'common.auth.login',
    route: 'accounts.sessions.create',
    icon: LogIn,
  },
  register: {
    id: 'register',
    label: 'common.auth.register',
    route: 'accounts.registrations.create',
    icon: UserPlus,
  },
  cabinet: {
    id: 'cabinet',
    label: 'common.auth.cabinet',
    route: 'accounts.cabinet.show',
    icon: UserRound,
  },
  logout: {
    id: 'logout',
    label: 'common.auth.logout',
    route: 'accounts.logout.show',
    icon: LogOut,
  },
} as const satisfies Record<string, NavEntry>

export const DOCUMENT_NAVIGATION: readonly NavEntry[] = [
  {
    id: 'privacy',
    label: 'common.footer.privacy',
    route: 'content.privacy.show',
    icon: ShieldCheck,
  },
  { id: 'offer', label: 'common.footer.offer', route: 'content.offer.show', icon: FileText },
]

/** The launcher's own screens (spec §2 launcher), shown in its side rail. */
export const LAUNCHER_NAVIGATION: readonly NavEntry[] = [
  { id: 'play', label: 'common.launcher.play', route: 'launcher.home.show', icon: Gamepad2 },
  {
    id: 'servers',
    label: 'common.launcher.servers',
    route: 'launcher.servers.index',
    icon: LayoutGrid,
  },
  {
    id: 'settings',
    label: 'common.launcher.settings',
    route: 'launcher.settings.show',
    icon: Settings,
  },
]

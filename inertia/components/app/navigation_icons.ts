import type { LucideIcon } from 'lucide-react'
import {
  Activity,
  ChartNoAxesCombined,
  CreditCard,
  Download,
  Image,
  Link2,
  FileText,
  Gamepad2,
  LayoutGrid,
  LogIn,
  LogOut,
  Newspaper,
  PackageCheck,
  Puzzle,
  RefreshCcw,
  Rocket,
  ScrollText,
  Server,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  Trophy,
  UserPlus,
  UserRound,
  UsersRound,
} from 'lucide-react'
import type { NavEntry } from '~/components/app/navigation'
import type { PageRoute } from '~/lib/routes'

/**
 * The icon of each navigation entry, by its route. Only the places that
 * draw them import this (the mobile sheet, the dropdown menus, the
 * launcher rail), so the header and footer every page hydrates carry none
 * of these icons (#8).
 */
export const NAV_ICONS: Partial<Record<PageRoute, LucideIcon>> = {
  'network.servers.index': Server,
  'economy.store.show': ShoppingBag,
  'content.news.index': Newspaper,
  'content.mods.index': Puzzle,
  'players.tops.index': Trophy,
  'network.statistics.index': ChartNoAxesCombined,
  'content.rules.show': ScrollText,
  'content.team.show': UsersRound,
  'content.start.show': Rocket,
  'accounts.sessions.create': LogIn,
  'accounts.registrations.create': UserPlus,
  'accounts.cabinet.show': UserRound,
  'accounts.logout.show': LogOut,
  'content.privacy.show': ShieldCheck,
  'content.offer.show': FileText,
  'launcher.home.show': Gamepad2,
  'launcher.servers.index': LayoutGrid,
  'launcher.settings.show': Settings,
  'economy.staff_store_roles.index': Store,
  'economy.staff_payments.index': CreditCard,
  'network.deliveries.index': PackageCheck,
  'economy.wipes.index': RefreshCcw,
  'economy.source_aliases.index': Link2,
  'accounts.staff_cover_arts.index': Image,
  'content.launcher_builds.index': Download,
  'platform.operations.index': Activity,
}

export function navIcon(item: NavEntry): LucideIcon | undefined {
  return NAV_ICONS[item.route]
}

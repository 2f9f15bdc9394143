/*
| Route names the site already names before their area registers them
| (docs/decisions.md: route names are the navigation contract). The
| navigation and the cabinet tabs show them as "soon"; redirects to them
| use the spec §2 path written here until the route exists. The area that
| registers one deletes its line: a test fails while a name is both here
| and registered, and when a listed name is neither.
*/

/** Route name → its spec §2 path without the locale prefix (`:name` is a parameter). */
export const SOON_ROUTES = {
  'network.servers.show': '/servers/:slug',
  'economy.store.show': '/store',
  'economy.cabinet_roles.index': '/cabinet/roles',
  'economy.abilities.index': '/cabinet/abilities',
  'economy.refunds.create': '/cabinet/refund',
  'economy.bonus.show': '/cabinet/bonus',
  'economy.invites.show': '/cabinet/invite',
  'players.bans.index': '/banlist',
  'players.looks.edit': '/cabinet/profile',
  'accounts.themes.edit': '/cabinet/theme',
  'accounts.covers.edit': '/cabinet/cover',
  'accounts.privacy.edit': '/cabinet/privacy',
  'launcher.home.show': '/launcher',
  'launcher.servers.index': '/launcher/servers',
  'launcher.settings.show': '/launcher/settings',
} as const

export type SoonRoute = keyof typeof SOON_ROUTES

export function isSoonRoute(name: string): name is SoonRoute {
  return Object.hasOwn(SOON_ROUTES, name)
}

/**
 * The path of a soon route without the locale prefix, its parameters filled
 * (URL-encoded) and the query appended: `network.servers.show`, {slug: 'hi-tech'}
 * → `/servers/hi-tech`.
 */
export function soonRoutePath(
  name: SoonRoute,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string>> = {}
) {
  const path = SOON_ROUTES[name].replace(/:(\w+)/g, (_, key: string) => {
    if (!Object.hasOwn(params, key)) throw new Error(`Missing param "${key}" of route ${name}`)
    return encodeURIComponent(params[key])
  })
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

/*
| Route names the site already names before their area registers them
| (docs/decisions.md: route names are the navigation contract). The
| navigation and the cabinet tabs show them as "soon"; redirects to them
| use the spec §2 path written here until the route exists. The area that
| registers one deletes its line: a test fails while a name is both here
| and registered, and when a listed name is neither.
*/

/** Route name → its spec §2 path without the locale prefix. */
export const SOON_ROUTES = {} as const satisfies Record<string, string>

export type SoonRoute = keyof typeof SOON_ROUTES

export function isSoonRoute(name: string): name is SoonRoute {
  return Object.hasOwn(SOON_ROUTES, name)
}

/**
 * The path of a soon route without the locale prefix, the query appended:
 * `economy.store.show`, {tab: 'ok'} → `/store?tab=ok`. Soon paths take no
 * parameters: a page with parameters comes with its area's route.
 */
export function soonRoutePath(name: SoonRoute, query: Readonly<Record<string, string>> = {}) {
  const search = new URLSearchParams(query).toString()
  return search ? `${SOON_ROUTES[name]}?${search}` : SOON_ROUTES[name]
}

import { registry } from '@generated/registry'
import { localizedPath } from '@domain/platform/locales'
import { soonRoutePath, type SoonRoute } from '@domain/platform/soon_routes'
import { urlFor } from '~/lib/client'

export type RouteName = keyof typeof registry.routes & string

/** A name pages may link to: registered, or on the soon list of app/domain/platform/soon_routes.ts. */
export type PageRoute = RouteName | SoonRoute

/** Route params; a wildcard (`*`) takes its segments as a list. */
export type RouteParams = Record<string, string | number | string[]>

/** True when the server has the named route (areas add theirs as they land). */
export function hasRoute(name: string): name is RouteName {
  return Object.hasOwn(registry.routes, name)
}

/** A page URL by route name; `lang` is filled from the current language unless given. */
export function pageUrl(
  name: RouteName,
  locale: string,
  params: RouteParams = {},
  qs?: Record<string, string>
) {
  const tokens = registry.routes[name].tokens as readonly { type: number; val: string }[]
  const needsLang = tokens.some((token) => token.type === 1 && token.val === 'lang')
  const all = needsLang ? { lang: locale, ...params } : params
  return (
    urlFor as (
      name: string,
      params: RouteParams,
      options?: { qs?: Record<string, string> }
    ) => string
  )(name, all, qs ? { qs } : undefined)
}

/** A page URL by a name that may still be on the soon list: its declared spec path until registered. */
export function pageRouteUrl(name: PageRoute, locale: string) {
  return hasRoute(name) ? pageUrl(name, locale) : localizedPath(locale, soonRoutePath(name))
}

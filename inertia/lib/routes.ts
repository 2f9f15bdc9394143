import { registry } from '@generated/registry'
import { localizedPath } from '@domain/platform/locales'
import { soonRoutePath, type SoonRoute } from '@domain/platform/soon_routes'

export type RouteName = keyof typeof registry.routes & string

/** A name pages may link to: registered, or on the soon list of app/domain/platform/soon_routes.ts. */
export type PageRoute = RouteName | SoonRoute

/** Route params; a wildcard (`*`) takes its segments as a list. */
export type RouteParams = Record<string, string | number | string[]>

/** True when the server has the named route (areas add theirs as they land). */
export function hasRoute(name: string): name is RouteName {
  return Object.hasOwn(registry.routes, name)
}

/** Flat `key=value` query strings: page URLs carry no nested query data. */
function queryString(query: Record<string, string>) {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined && value !== null)
  return new URLSearchParams(pairs).toString()
}

/**
 * A page URL by route name; `lang` is filled from the current language unless given.
 * Built from the route's pattern alone, as the server's URL builder does: `:name`
 * is required, `:name?` optional, `*` takes the rest as segments, all URI-encoded
 * (style §3: code never spells a URL). The browser gets no route tokens (#8).
 */
export function pageUrl(
  name: RouteName,
  locale: string,
  params: RouteParams = {},
  qs?: Record<string, string>
) {
  const pattern: string = registry.routes[name].pattern
  const segments: string[] = []
  for (const part of pattern.split('/').slice(1)) {
    if (part === '*') {
      const values = params['*']
      if (!Array.isArray(values) || values.length === 0) {
        throw new Error(
          `Cannot make URL for "${name}". Invalid value provided for the wildcard param`
        )
      }
      segments.push(values.map((value) => encodeURIComponent(value)).join('/'))
      break
    }
    if (!part.startsWith(':')) {
      segments.push(part)
      continue
    }
    const optional = part.endsWith('?')
    const param = part.slice(1, optional ? -1 : undefined)
    const value = param === 'lang' ? (params.lang ?? locale) : params[param]
    if (value === undefined || value === null) {
      if (optional) continue
      throw new Error(`Cannot make URL for "${name}". Missing value for the "${param}" param`)
    }
    segments.push(encodeURIComponent(String(value)))
  }
  const search = qs ? queryString(qs) : ''
  return `/${segments.join('/')}${search ? `?${search}` : ''}`
}

/** A page URL by a name that may still be on the soon list: its declared spec path until registered. */
export function pageRouteUrl(name: PageRoute, locale: string) {
  return hasRoute(name) ? pageUrl(name, locale) : localizedPath(locale, soonRoutePath(name))
}

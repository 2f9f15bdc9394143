import { urlFor } from '@adonisjs/core/services/url_builder'
import type { Locale } from '#domain/platform/locales'

/*
| Tests build URLs from route names, as the app does (style §3): renaming a
| route or moving its path then changes no test. The names are typed from
| .adonisjs/server/routes.d.ts, so a missing route fails the typecheck.
| A spec that must send a raw path (legacy redirects, unknown or malformed
| paths) says so in an eslint-disable comment; eslint.config.js refuses the rest.
*/

export type RouteName = Parameters<typeof urlFor>[0]
type Params = Record<string, string | number | string[]>
type Query = Record<string, string | number | boolean | undefined>

/** The URL of any named route: `api.…`, `game.…` or a page given its `lang`. */
export function pathFor(name: RouteName, params: Params = {}, qs?: Query): string {
  return (urlFor as (name: string, params: Params, options: { qs?: Query }) => string)(
    name,
    params,
    { qs }
  )
}

/** A page's URL in a language (`/ru/…`, `/en/…`). */
export function pagePath(lang: Locale, name: RouteName, params: Params = {}, qs?: Query): string {
  return pathFor(name, { lang, ...params }, qs)
}

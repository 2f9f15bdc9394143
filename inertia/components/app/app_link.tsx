import type { ComponentPropsWithoutRef } from 'react'
// The wrapper itself is the typed route link: it builds the href from the route name and lang.
// eslint-disable-next-line @adonisjs/prefer-adonisjs-inertia-link
import { Link } from '@inertiajs/react'
import { useShared } from '~/hooks/use_shared'
import { pageUrl, type RouteName, type RouteParams } from '~/lib/routes'

type AppLinkProps = Omit<ComponentPropsWithoutRef<typeof Link>, 'href'> & {
  route: RouteName
  params?: RouteParams
  query?: Record<string, string>
}

/** A link to a named route in the current language (style §3: code never spells a URL). */
export function AppLink({ route, params, query, ...props }: AppLinkProps) {
  const { locale } = useShared()
  return <Link href={pageUrl(route, locale, params, query)} {...props} />
}

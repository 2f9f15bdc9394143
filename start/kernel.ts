/*
| HTTP kernel: middleware of the server (every request) and the router
| (matched routes), and the named middleware routes pick from. Sessions,
| CSRF and the current player are per route group (start/routes.ts), so
| probes stay free of them and the API stays stateless.
*/
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Server middleware of ours that keeps nothing of a request on its instance: made once (below)
 * and bound as values, where the router asked the container for a new instance of each on
 * every request (18 % of a first visit's cached page; #29).
 */
const stateless: (() => Promise<{ default: new (...args: never[]) => object }>)[] = []
function once<Load extends () => Promise<{ default: new (...args: never[]) => object }>>(
  load: Load
) {
  stateless.push(load)
  return load
}

server.use([
  once(() => import('#middleware/request_context_middleware')),
  once(() => import('#middleware/request_metrics_middleware')),
  once(() => import('#middleware/container_bindings_middleware')),
  once(() => import('#middleware/security_headers_middleware')),
  once(() => import('#middleware/precompressed_assets_middleware')),
  once(() => import('#middleware/static_files_middleware')),
  once(() => import('#middleware/cache_control_middleware')),
  once(() => import('#middleware/compression_middleware')),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  once(() => import('#middleware/locale_middleware')),
  () => import('#middleware/inertia_middleware'),
  once(() => import('#middleware/first_visit_page_middleware')),
])

for (const load of stateless) {
  const { default: Middleware } = await load()
  app.container.bindValue(Middleware, await app.container.make(Middleware))
}

router.use([() => import('#middleware/body_parser_middleware')])

export const middleware = router.named({
  session: () => import('#middleware/session_middleware'),
  shield: () => import('#middleware/shield_middleware'),
  initializeAuth: () => import('@adonisjs/auth/initialize_auth_middleware'),
  silentAuth: () => import('#middleware/silent_auth_middleware'),
  cookieOrigin: () => import('#middleware/cookie_origin_middleware'),
  redirect: () => import('#middleware/redirect_middleware'),
  guard: () => import('#middleware/guard_middleware'),
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  permission: () => import('#middleware/permission_middleware'),
  pageCache: () => import('#middleware/page_cache_middleware'),
  gameServer: () => import('#middleware/game_server_middleware'),
  metricsToken: () => import('#middleware/metrics_token_middleware'),
})

/** Pages, forms and links of the site: session, CSRF, the current player, redirects (spec §2). */
export const webStack = () => [
  middleware.session(),
  middleware.shield(),
  middleware.initializeAuth(),
  middleware.silentAuth(),
  middleware.redirect(),
  middleware.pageCache(),
]

/**
 * The JSON API: the current player from token headers (or the site's cookies, then only from
 * the site's own pages for a state-changing call), nothing stored.
 */
export const apiStack = () => [
  middleware.cookieOrigin(),
  middleware.initializeAuth(),
  middleware.silentAuth(),
]

import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Load balancer probes: no session, no cookies, no player. */
export function probes() {
  router.get('/health', [controllers.platform.Health, 'show']).as('platform.health.show')
  router.get('/live', [controllers.platform.Liveness, 'show']).as('platform.liveness.show')
  router
    .get('/metrics', [controllers.platform.Metrics, 'show'])
    .as('platform.metrics.show')
    .use(middleware.metricsToken())
}

/** Static-like files the server builds itself: no session, no cookies. */
export function files() {
  router
    .get('/translations/:file', [controllers.platform.Translations, 'show'])
    .as('platform.translations.show')
}

/** The API's OpenAPI document and its reference page: no session, no cookies. */
export function apiReference() {
  router
    .get('/api/openapi.json', [controllers.platform.OpenapiDocuments, 'show'])
    .as('platform.openapi_documents.show')
  router
    .get('/api/docs', [controllers.platform.ApiReferences, 'show'])
    .as('platform.api_references.show')
  router
    .get('/api/docs/assets/:file', [controllers.platform.ApiReferenceAssets, 'show'])
    .as('platform.api_reference_assets.show')
}

/** Routes outside the language prefix: the bare home, switches and legacy links. */
export function root() {
  router
    .get('/', [controllers.platform.Home, 'show'])
    .as('platform.home.index')
    .use(middleware.guard())
  router.put('/locale', [controllers.platform.Locales, 'update']).as('platform.locales.update')
  router.put('/region', [controllers.platform.Regions, 'update']).as('platform.regions.update')
  router
    .get('/csrf-token', [controllers.platform.CsrfTokens, 'show'])
    .as('platform.csrf_tokens.show')

  // spec §2 legacy redirects that compute their target; in launcher mode the guard sends
  // them straight to the launcher page, one redirect instead of two.
  router
    .group(() => {
      router
        .get('/source/:alias', [controllers.platform.Sources, 'show'])
        .as('platform.sources.show')
      router
        .get('/server/:name', [controllers.platform.LegacyServers, 'show'])
        .as('platform.legacy_servers.show')
      router.get('/post/:number', [controllers.platform.Posts, 'show']).as('platform.posts.show')
      router
        .get('/r/:code', [controllers.economy.ReferralLinks, 'show'])
        .as('economy.referral_links.show')
    })
    .use(middleware.guard())
}

/** Pages under /:lang. */
export function pages() {
  router.get('/', [controllers.platform.Home, 'show']).as('platform.home.show')
  router.get('/error', [controllers.platform.Errors, 'show']).as('platform.errors.show')
  router
    .get('/development/*', [controllers.platform.Showcases, 'show'])
    .as('platform.showcases.show')
  router
    .get('/staff/operations', [controllers.platform.Operations, 'index'])
    .as('platform.operations.index')
    .use([middleware.auth(), middleware.permission('web.ops.view')])
}

/** JSON API under /api/v1. */
export function api() {
  router.get('/main', [controllers.api.platform.Main, 'show']).as('platform.main.show')
  router
    .post('/user/set-region', [controllers.api.accounts.Regions, 'update'])
    .as('accounts.regions.update')
    .use(middleware.auth())
}

/** Unknown API paths: the §8 404 body. */
export function apiFallback() {
  router.any('/*', [controllers.platform.Fallbacks, 'show']).as('platform.fallbacks.show')
}

/** Fixed legacy paths (301) and the 404 page for anything unknown. */
export function fallback() {
  router.any('/*', [controllers.platform.Fallbacks, 'show']).as('platform.fallbacks.show')
}

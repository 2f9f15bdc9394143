import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { CABINET_TABS } from '#domain/accounts/cabinet'
import { FIXED_REDIRECTS } from '#domain/platform/legacy_redirects'
import {
  SOON_ROUTES,
  isSoonRoute,
  soonRoutePath,
  type SoonRoute,
} from '#domain/platform/soon_routes'
import {
  AUTH_NAVIGATION,
  DOCUMENT_NAVIGATION,
  LAUNCHER_NAVIGATION,
  MAIN_NAVIGATION,
} from '../../../inertia/components/app/navigation.js'

/*
| docs/decisions.md: route names are the navigation contract. Every name
| the navigation, the cabinet tabs and the legacy redirects use is a
| registered route or on the soon list, so an area that registers a
| misspelt name (or forgets to take it off the soon list) fails here.
*/

const NAMED = [
  ...[...MAIN_NAVIGATION, ...Object.values(AUTH_NAVIGATION), ...DOCUMENT_NAVIGATION].map(
    (entry) => ({ source: `navigation ${entry.id}`, route: entry.route as string })
  ),
  ...LAUNCHER_NAVIGATION.map((entry) => ({ source: `launcher ${entry.id}`, route: entry.route })),
  ...CABINET_TABS.map((tab) => ({ source: `cabinet tab ${tab.id}`, route: tab.route })),
  ...Object.entries(FIXED_REDIRECTS).map(([path, target]) => ({
    source: `legacy ${path}`,
    route: target.route,
  })),
]

test.group('Route-name contract', () => {
  test('{source} names {route}, a registered or a soon route')
    .with(NAMED)
    .run(({ assert }, row) => {
      assert.isTrue(router.has(row.route) || isSoonRoute(row.route), row.route)
    })

  // Japa runs a test of an empty dataset once without a row: the list may be empty, so a loop.
  test('each soon route is unregistered and answers its parameterless path with the query', ({
    assert,
  }) => {
    for (const [name, path] of Object.entries(SOON_ROUTES) as [SoonRoute, string][]) {
      assert.isFalse(router.has(name), `${name} exists: delete it from soon_routes.ts`)
      assert.notInclude(path, ':')
      assert.equal(soonRoutePath(name), path)
      assert.equal(soonRoutePath(name, { tab: 'ok' }), `${path}?tab=ok`)
    }
  })
})

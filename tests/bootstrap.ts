import { assert } from '@japa/assert'
import { ApiClient, apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import cache from '@adonisjs/cache/services/main'
import PageCacheService from '#services/platform/page_cache_service'
import { forgetLocalSnapshot } from '#services/network/monitoring_service'
import { forgetLocalMemos } from '#data/local_memo'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { browserClient } from '@japa/browser-client'
import { baseURL, launchChromium, useBuiltAssets } from '#tests/support/browser'
import { startSmtpServer } from '#tests/support/smtp'
import { migrateDatabase } from '#tests/support/database'
import { checkApiResponse } from '#tests/support/openapi'

// Every response from /api is held to the OpenAPI document (docs/decisions.md).
ApiClient.teardown(checkApiResponse)

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  authApiClient(app),
  inertiaApiClient(app),
  shieldApiClient(),
  browserClient({
    runInSuites: ['browser'],
    launcher: launchChromium,
    contextOptions: { baseURL, locale: 'ru-RU' },
  }),
]

/**
 * One migrated database for the whole run; each test wraps itself in a
 * transaction or truncates. The fake SMTP server receives the app's mail.
 * Routes are committed up front, so unit tests can build URLs by name.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => router.commit(), () => migrateDatabase(), () => startSmtpServer()],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  // Rate-limit counters and cached values (memory stores in tests) never leak from one test into the next.
  const clearStores = async () => {
    new PageCacheService().forget()
    forgetLocalSnapshot()
    forgetLocalMemos()
    await Promise.all([limiter.clear(), cache.clear()])
  }
  suite.onGroup((group) => group.each.setup(clearStores))
  suite.onTest((t) => t.setup(clearStores))
  if (suite.name === 'browser') suite.setup(useBuiltAssets)
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}

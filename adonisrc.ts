import { indexPages } from '@adonisjs/inertia'
import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { generateRegistry } from '@tuyau/core/hooks'

export default defineConfig({
  experimental: {},

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/queue/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('@adonisjs/lock/lock_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/events'),
    () => import('#start/cache_bus'),
    () => import('#start/observability'),
    () => import('#start/queue'),
    () => import('#start/monitoring'),
    () => import('#start/view'),
    () => import('#start/transformers'),
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.ts'], name: 'unit', timeout: 10_000 },
      { files: ['tests/functional/**/*.spec.ts'], name: 'functional', timeout: 30_000 },
      { files: ['tests/browser/**/*.spec.ts'], name: 'browser', timeout: 120_000 },
    ],
    forceExit: false,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.{json,yaml,yml}', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    init: [
      indexEntities({ transformers: { enabled: true, withSharedProps: true } }),
      indexPages({ framework: 'react' }),
      generateRegistry(),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})

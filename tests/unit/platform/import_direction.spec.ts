import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ESLint } from 'eslint'

/*
| style §2: the import direction between layers is a lint rule. Each row
| plants one import in a file of a layer and says whether eslint.config.js
| must refuse it, so a pattern that silently stops matching fails here.
| Static imports are refused by one rule, dynamic `import()` by the other.
*/

const RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'])

type Row = { title: string; file: string; code: string; refused: boolean }

const SERVICE = 'app/services/economy/planted_service.ts'
const CONTROLLER = 'app/controllers/economy/planted_controller.ts'
const MODEL = 'app/models/planted.ts'
const DOMAIN = 'app/domain/economy/planted.ts'
const JOB = 'app/jobs/economy/planted_job.ts'
const TRANSFORMER = 'app/transformers/economy/planted_transformer.ts'
const HTTP = 'app/http/planted.ts'
const DATA = 'app/data/planted.ts'

/** The plants of issue #22 that lint let through, with their relative and dynamic variants. */
const BREACHES: Row[] = [
  {
    title: 'a service importing a controller dynamically',
    file: SERVICE,
    code: "export const c = () => import('#controllers/accounts/sessions_controller')\n",
    refused: true,
  },
  {
    title: 'a service importing a controller dynamically by a relative path',
    file: SERVICE,
    code: "export const c = () => import('../../controllers/accounts/sessions_controller.js')\n",
    refused: true,
  },
  {
    title: 'a service re-exporting a controller',
    file: SERVICE,
    code: "export { default } from '#controllers/accounts/sessions_controller'\n",
    refused: true,
  },
  {
    title: "a service importing Inertia's middleware",
    file: SERVICE,
    code: "import M from '@adonisjs/inertia/inertia_middleware'\nexport const m = M\n",
    refused: true,
  },
  {
    title: 'a service importing a middleware of the app',
    file: SERVICE,
    code: "import M from '#middleware/inertia_middleware'\nexport const m = M\n",
    refused: true,
  },
  {
    title: 'a service importing the kernel',
    file: SERVICE,
    code: "import { middleware } from '#start/kernel'\nexport const m = middleware\n",
    refused: true,
  },
  {
    title: 'a service importing the kernel by a relative path',
    file: SERVICE,
    code: "import { middleware } from '../../../start/kernel.js'\nexport const m = middleware\n",
    refused: true,
  },
  {
    title: 'a service importing the routes dynamically',
    file: SERVICE,
    code: "export const r = () => import('#start/routes')\n",
    refused: true,
  },
  {
    title: 'a service importing the request helpers of #http',
    file: SERVICE,
    code: "import { actorOf } from '#http/actor'\nexport const a = actorOf\n",
    refused: true,
  },
  {
    title: 'a controller running a raw UPDATE through the database service',
    file: CONTROLLER,
    code: "import db from '@adonisjs/lucid/services/db'\nexport const run = () => db.rawQuery('UPDATE users SET nickname = ?', ['x'])\n",
    refused: true,
  },
  {
    title: 'a controller importing the database service dynamically',
    file: CONTROLLER,
    code: "export const run = async () => (await import('@adonisjs/lucid/services/db')).default.rawQuery('UPDATE users SET nickname = 1')\n",
    refused: true,
  },
  {
    title: 'a controller importing knex',
    file: CONTROLLER,
    code: "import knex from 'knex'\nexport const k = knex\n",
    refused: true,
  },
  {
    title: 'a controller climbing into models by a relative path',
    file: CONTROLLER,
    code: "import User from '../../models/user.js'\nexport const u = User\n",
    refused: true,
  },
  {
    title: 'a model importing a transformer',
    file: MODEL,
    code: "import T from '#transformers/accounts/user_transformer'\nexport const t = T\n",
    refused: true,
  },
  {
    title: 'a model importing a service by ./../',
    file: MODEL,
    code: "import S from './../services/accounts/login_service.js'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a model importing a service dynamically',
    file: MODEL,
    code: "export const s = () => import('#services/accounts/login_service')\n",
    refused: true,
  },
  {
    title: 'a domain rule importing node:fs',
    file: DOMAIN,
    code: "import { readFileSync } from 'node:fs'\nexport const r = readFileSync\n",
    refused: true,
  },
  {
    title: 'a domain rule importing fs without the node: prefix',
    file: DOMAIN,
    code: "import { readFile } from 'fs/promises'\nexport const r = readFile\n",
    refused: true,
  },
  {
    title: 'a domain rule importing knex',
    file: DOMAIN,
    code: "import knex from 'knex'\nexport const k = knex\n",
    refused: true,
  },
  {
    title: 'a domain rule importing a model dynamically',
    file: DOMAIN,
    code: "export const u = () => import('#models/user')\n",
    refused: true,
  },
  {
    title: 'a domain rule climbing out by ./../../',
    file: DOMAIN,
    code: "import S from './../../services/accounts/login_service.js'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a job importing a controller',
    file: JOB,
    code: "import C from '#controllers/accounts/sessions_controller'\nexport const c = C\n",
    refused: true,
  },
  {
    title: 'a job importing a controller dynamically',
    file: JOB,
    code: "export const c = () => import('#controllers/accounts/sessions_controller')\n",
    refused: true,
  },
  {
    title: 'a transformer importing a service',
    file: TRANSFORMER,
    code: "import S from '#services/accounts/login_service'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a transformer importing a service by a relative path',
    file: TRANSFORMER,
    code: "import S from '../../services/accounts/login_service.js'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a service importing the page cache middleware (the old page cache seam)',
    file: 'app/services/content/planted_service.ts',
    code: "import M from '#middleware/page_cache_middleware'\nexport const m = M\n",
    refused: true,
  },
  {
    title: 'the #http half importing a middleware',
    file: HTTP,
    code: "import M from '#middleware/permission_middleware'\nexport const m = M\n",
    refused: true,
  },
  {
    title: 'the #http half importing a controller',
    file: HTTP,
    code: "import C from '#controllers/accounts/sessions_controller'\nexport const c = C\n",
    refused: true,
  },
  {
    title: 'the #data half importing a service',
    file: DATA,
    code: "import S from '#services/accounts/login_service'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'the #data half importing the request helpers',
    file: DATA,
    code: "import { isLauncherMode } from '#http/request'\nexport const l = isLauncherMode\n",
    refused: true,
  },
  {
    title: 'the #data half importing the HTTP context type',
    file: DATA,
    code: "import type { HttpContext } from '@adonisjs/core/http'\nexport type C = HttpContext\n",
    refused: true,
  },
  {
    title: 'a service importing a test fake of dev/',
    file: SERVICE,
    code: "import F from '#dev/fakes/rcon_server'\nexport const f = F\n",
    refused: true,
  },
  {
    title: 'a controller importing the demo network dynamically',
    file: CONTROLLER,
    code: "export const d = () => import('#dev/demo_network')\n",
    refused: true,
  },
  {
    title: 'a client importing a fake by a relative path',
    file: 'app/clients/planted_client.ts',
    code: "import F from '../../dev/fakes/fake_yookassa.js'\nexport const f = F\n",
    refused: true,
  },
  {
    title: 'a start file importing the player generator',
    file: 'start/planted.ts',
    code: "import G from '#dev/generators/player_generator'\nexport const g = G\n",
    refused: true,
  },
  {
    title: 'a config file importing test support',
    file: 'config/planted.ts',
    code: "import { baseURL } from '#tests/support/browser'\nexport const b = baseURL\n",
    refused: true,
  },
]

const ROWS: Row[] = [
  ...BREACHES,
  {
    title: 'a service importing a controller',
    file: 'app/services/economy/planted_service.ts',
    code: "import C from '#controllers/accounts/sessions_controller'\nexport const c = C\n",
    refused: true,
  },
  {
    title: 'a service climbing into controllers by a relative path',
    file: 'app/services/economy/planted_service.ts',
    code: "import C from '../../controllers/accounts/sessions_controller.js'\nexport const c = C\n",
    refused: true,
  },
  {
    title: 'a service importing a transformer',
    file: 'app/services/economy/planted_service.ts',
    code: "import T from '#transformers/accounts/user_transformer'\nexport const t = T\n",
    refused: true,
  },
  {
    title: 'a service importing the HTTP context type',
    file: 'app/services/economy/planted_service.ts',
    code: "import type { HttpContext } from '@adonisjs/core/http'\nexport type C = HttpContext\n",
    refused: true,
  },
  {
    title: 'a service importing the request helpers',
    file: 'app/services/economy/planted_service.ts',
    code: "import { isLauncherMode } from '#http/request'\nexport const l = isLauncherMode\n",
    refused: true,
  },
  {
    title: 'a service importing a model and another service',
    file: 'app/services/economy/planted_service.ts',
    code: "import User from '#models/user'\nimport S from '#services/accounts/login_service'\nexport const a = [User, S]\n",
    refused: false,
  },
  {
    title: 'a model importing a service',
    file: 'app/models/planted.ts',
    code: "import S from '#services/accounts/login_service'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a model importing a controller',
    file: 'app/models/planted.ts',
    code: "import C from '#controllers/accounts/sessions_controller'\nexport const c = C\n",
    refused: true,
  },
  {
    title: 'a model climbing into services by a relative path',
    file: 'app/models/planted.ts',
    code: "import S from '../services/accounts/login_service.js'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a controller importing a model as a value',
    file: 'app/controllers/economy/planted_controller.ts',
    code: "import User from '#models/user'\nexport const u = User\n",
    refused: true,
  },
  {
    title: 'a controller importing a model as a type',
    file: 'app/controllers/economy/planted_controller.ts',
    code: "import type User from '#models/user'\nexport type U = User\n",
    refused: false,
  },
  {
    title: 'a domain rule importing a service',
    file: 'app/domain/economy/planted.ts',
    code: "import S from '#services/accounts/login_service'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a domain rule climbing out of app/domain by a relative path',
    file: 'app/domain/economy/planted.ts',
    code: "import S from '../../services/accounts/login_service.js'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a domain rule importing the framework',
    file: 'app/domain/economy/planted.ts',
    code: "import router from '@adonisjs/core/services/router'\nexport const r = router\n",
    refused: true,
  },
  {
    title: 'a domain rule importing React',
    file: 'app/domain/economy/planted.ts',
    code: "import { useState } from 'react'\nexport const u = useState\n",
    refused: true,
  },
  {
    title: 'a domain rule importing its own area',
    file: 'app/domain/economy/planted.ts',
    code: "import { LOCALES } from '#domain/platform/locales'\nimport { CABINET_TABS } from '../accounts/cabinet.js'\nexport const a = [LOCALES, CABINET_TABS]\n",
    refused: false,
  },
  {
    title: 'a page importing a server alias',
    file: 'inertia/pages/economy/planted/show.tsx',
    code: "import S from '#services/accounts/login_service'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a page climbing into app/ by a relative path',
    file: 'inertia/pages/economy/planted/show.tsx',
    code: "import S from '../../../../app/services/accounts/login_service.js'\nexport const s = S\n",
    refused: true,
  },
  {
    title: 'a transformer importing the type of what a service returns',
    file: TRANSFORMER,
    code: "import type { TopPage } from '#services/players/player_top_service'\nexport type T = TopPage\n",
    refused: false,
  },
  {
    title: 'a controller importing lucid types',
    file: CONTROLLER,
    code: "import type { ModelPaginatorContract } from '@adonisjs/lucid/types/model'\nexport type P = ModelPaginatorContract<never>\n",
    refused: false,
  },
  {
    title: 'the #http half importing a service and a transformer',
    file: HTTP,
    code: "import S from '#services/accounts/login_service'\nimport T from '#transformers/accounts/user_transformer'\nexport const a = [S, T]\n",
    refused: false,
  },
  {
    title: 'a service importing the #data half, config and start/env',
    file: SERVICE,
    code: "import { isSqlite } from '#data/sql'\nimport { appUrl } from '#config/app'\nimport env from '#start/env'\nexport const a = [isSqlite, appUrl, env]\n",
    refused: false,
  },
  {
    title: 'a domain rule importing luxon, bowser, node:crypto and node:net',
    file: DOMAIN,
    code: "import { DateTime } from 'luxon'\nimport Bowser from 'bowser'\nimport { createHash } from 'node:crypto'\nimport { isIP } from 'node:net'\nexport const a = [DateTime, Bowser, createHash, isIP]\n",
    refused: false,
  },
  {
    title: 'a command importing the demo network and a fake',
    file: 'commands/planted.ts',
    code: "import F from '#dev/fakes/rcon_server'\nexport const d = [F, () => import('#dev/demo_network')]\n",
    refused: false,
  },
  {
    title: 'a page importing dev/ by a relative path',
    file: 'inertia/pages/economy/planted/show.tsx',
    code: "import F from '../../../../dev/fakes/rcon_server.js'\nexport const f = F\n",
    refused: true,
  },
  {
    title: 'a page importing ~/, @generated/ and @domain/',
    file: 'inertia/pages/economy/planted/show.tsx',
    code: "import { cn } from '~/lib/cn'\nimport type { Data } from '@generated/data'\nimport { LOCALES } from '@domain/platform/locales'\nexport const a = [cn, LOCALES]\nexport type D = Data.SharedProps\n",
    refused: false,
  },
]

test.group('Import direction lint (style §2)', (group) => {
  let eslint: ESLint
  group.setup(() => {
    eslint = new ESLint({ cwd: app.makePath() })
  })

  test('{title}: refused = {refused}')
    .with(ROWS)
    .timeout(30_000)
    .run(async ({ assert }, row) => {
      const [result] = await eslint.lintText(row.code, { filePath: app.makePath(row.file) })
      const refusals = result.messages.filter((message) => RULES.has(message.ruleId ?? ''))
      assert.lengthOf(refusals, row.refused ? 1 : 0, JSON.stringify(result.messages))
    })
})

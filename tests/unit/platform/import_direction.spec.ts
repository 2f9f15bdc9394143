import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ESLint } from 'eslint'

/*
| style §2: the import direction between layers is a lint rule. Each row
| plants one import in a file of a layer and says whether eslint.config.js
| must refuse it, so a pattern that silently stops matching fails here.
*/

const RULE = '@typescript-eslint/no-restricted-imports'

type Row = { title: string; file: string; code: string; refused: boolean }

const ROWS: Row[] = [
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
      const refusals = result.messages.filter((message) => message.ruleId === RULE)
      assert.lengthOf(refusals, row.refused ? 1 : 0, JSON.stringify(result.messages))
    })
})

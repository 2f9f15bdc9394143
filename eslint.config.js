import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/*
| Import direction between layers (style §2), enforced rather than remembered;
| tests/unit/platform/import_direction.spec.ts plants a breach of each rule.
| Patterns are regular expressions: in the rule's gitignore-style `group`
| patterns a leading `#` starts a comment, so `#controllers/*` never matched.
| Static imports and `export … from` go through no-restricted-imports, dynamic
| `import('…')` through no-restricted-syntax, from the same patterns.
*/

/**
 * An alias import of a folder (`#services/…`) or a relative one that reaches
 * it (`../../services/…`, `./../services/…`).
 */
const folder = (...names) => `^(#|\\.{1,2}/(.*/)?)(${names.join('|')})/`

/** The request and the page renderer: controllers' and middleware's business. */
const HTTP_PACKAGES = '^@adonisjs/(core/http|core/types/http|inertia|session|shield)(/|$)'

const rule = (regex, message, allowTypeImports = false) => ({ regex, message, allowTypeImports })

/** Test fakes, demo tools and tests (dev/, tests/) stay out of production code. */
const PRODUCTION = [rule(folder('dev', 'tests'), 'Production code does not import dev/ or tests/.')]

/** What sits below the HTTP layer: no controller, middleware, route wiring or request. */
const BELOW_HTTP = [
  rule(
    folder('controllers', 'middleware', 'http'),
    'Below HTTP: no controllers, middleware or #http.'
  ),
  rule(`${folder('start')}(?!env(\\.js)?$)`, 'Below HTTP: no kernel or routes (start/env only).'),
  rule(HTTP_PACKAGES, 'Below HTTP: typed input, not the request or Inertia.'),
]

/** Each folder of app/ and what it must not import (style §2). */
const LAYERS = {
  'app/controllers': [
    rule('^@adonisjs/lucid(/|$)|^knex$', 'Controllers call services, never the database.', true),
    rule(folder('models'), 'Controllers call services; models only as types.', true),
  ],
  'app/middleware': [rule(folder('controllers'), 'Middleware does not know controllers.')],
  'app/http': [
    rule(folder('controllers', 'middleware'), '#http serves controllers and middleware.'),
    rule(`${folder('start')}(?!env(\\.js)?$)`, '#http is below the kernel and routes.'),
  ],
  'app/services': [
    ...BELOW_HTTP,
    rule(folder('transformers'), 'Services do not know output shapes.'),
  ],
  'app/jobs': [...BELOW_HTTP, rule(folder('transformers'), 'Jobs call services.')],
  'app/listeners': [...BELOW_HTTP, rule(folder('transformers'), 'Listeners call services.')],
  'app/transformers': [
    ...BELOW_HTTP,
    rule(folder('services'), 'Transformers shape what services return: types only.', true),
  ],
  'app/models': [
    ...BELOW_HTTP,
    rule(folder('services', 'transformers', 'validators', 'jobs'), 'Models hold no rules.'),
  ],
  'app/data': [
    ...BELOW_HTTP,
    rule(folder('services', 'transformers', 'validators', 'jobs'), '#data serves services.'),
  ],
  'app/domain': [
    rule(
      // Allowed: the domain itself (alias, `./x`, `../<area>/x`), luxon, bowser, node:crypto, node:net.
      '^(?!(#domain|\\.{1,2})/(?!.*\\.\\.)|(luxon|bowser|node:crypto|node:net)$)',
      'Domain rules are pure: they import only each other, luxon, bowser, node:crypto and node:net.'
    ),
  ],
}

const restrict = (files, rules, ignores = []) => ({
  files,
  ignores,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: rules.map(({ regex, message, allowTypeImports }) => ({
          regex,
          caseSensitive: true,
          message,
          allowTypeImports,
        })),
      },
    ],
    // esquery reads a regex up to the next `/`, so slashes are written \x2F.
    'no-restricted-syntax': [
      'error',
      ...rules.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  },
})

const layerGlob = (folderPath) => `${folderPath}/**/*.{ts,tsx}`

export default configApp(
  ...react,
  { ignores: ['tests/artifacts/**', 'tmp/**'] },
  // Inertia's <Head> dedupes tags by `head-key`: a page's description replaces the layout's.
  {
    files: ['inertia/**/*.tsx'],
    rules: { 'react/no-unknown-property': ['error', { ignore: ['head-key'] }] },
  },
  ...Object.entries(LAYERS).map(([path, rules]) =>
    restrict([layerGlob(path)], [...PRODUCTION, ...rules])
  ),
  restrict(
    ['app/**/*.ts', 'start/**/*.ts', 'config/**/*.ts'],
    PRODUCTION,
    Object.keys(LAYERS).map(layerGlob)
  ),
  // Tests build URLs from route names (tests/support/urls.ts); a raw path is marked where it is the subject.
  {
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/(^|[\\s"'=(])\\x2F(ru|en|api\\x2Fv1|api\\x2Fgame\\x2Fv1)([\\x2F?#]|$)/]`,
          message:
            'Build the URL from its route name (pathFor, pagePath of #tests/support/urls); mark a raw path with an eslint-disable comment saying why.',
        })),
      ],
    },
  },
  restrict(
    ['inertia/**/*.{ts,tsx}'],
    [
      rule(
        '^#|^(\\.{1,2}/)+(app|start|config|database|providers|commands|dev|tests)/',
        'Pages use ~/, @generated/ and @domain/ only.'
      ),
    ]
  )
)

import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/*
| Import direction between layers (style §2), enforced rather than remembered.
| Patterns are regular expressions: in the rule's gitignore-style `group`
| patterns a leading `#` starts a comment, so `#controllers/*` never matched.
*/

/** An alias import of a layer (`#services/…`) or a relative one that climbs into it (`../../services/…`). */
const layer = (...names) => `^(#|(\\.\\./)+)(${names.join('|')})/`

const restrict = (files, patterns) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: patterns.map(({ regex, message, allowTypeImports }) => ({
          regex,
          caseSensitive: true,
          message,
          allowTypeImports,
        })),
      },
    ],
  },
})

export default configApp(
  ...react,
  { ignores: ['tests/artifacts/**', 'tmp/**'] },
  // Inertia's <Head> dedupes tags by `head-key`: a page's description replaces the layout's.
  {
    files: ['inertia/**/*.tsx'],
    rules: { 'react/no-unknown-property': ['error', { ignore: ['head-key'] }] },
  },
  restrict(
    ['app/services/**/*.ts'],
    [
      {
        regex: layer('controllers', 'transformers'),
        message: 'Services do not know controllers or output shapes.',
      },
      {
        regex: '^@adonisjs/core/(http|types/http)$|^(#|(\\.\\./)+)http/',
        message: 'Services receive typed input, not the request.',
      },
    ]
  ),
  restrict(
    ['app/models/**/*.ts'],
    [{ regex: layer('services', 'controllers'), message: 'Models hold no rules.' }]
  ),
  restrict(
    ['app/controllers/**/*.ts'],
    [
      {
        regex: layer('models'),
        message: 'Controllers call services; models only as types.',
        allowTypeImports: true,
      },
    ]
  ),
  restrict(
    ['app/domain/**/*.ts'],
    [
      {
        // The own area is allowed: `#domain/…` and `../<area>/…` stay inside app/domain.
        regex: '^#(?!domain/)|^(\\.\\./){2,}|^@adonisjs/|^@inertiajs/|^react(-dom)?(/|$)',
        message: 'Domain rules are pure: they import only each other.',
      },
    ]
  ),
  restrict(
    ['inertia/**/*.{ts,tsx}'],
    [
      {
        regex: '^#|^(\\.\\./)+(app|start|config|database|providers|commands)/',
        message: 'Pages use ~/, @generated/ and @domain/ only.',
      },
    ]
  )
)

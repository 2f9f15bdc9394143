import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/** Import direction between layers (style §2), enforced rather than remembered. */
const restrict = (files, patterns) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: patterns.map(({ group, message, allowTypeImports }) => ({ group, message, allowTypeImports })) },
    ],
  },
})

export default configApp(
  ...react,
  { ignores: ['tests/artifacts/**', 'tmp/**'] },
  restrict(
    ['app/services/**/*.ts'],
    [
      { group: ['#controllers/*', '#transformers/*'], message: 'Services do not know controllers or output shapes.' },
      { group: ['@adonisjs/core/http', '#helpers/http'], message: 'Services receive typed input, not the request.' },
    ]
  ),
  restrict(['app/models/**/*.ts'], [{ group: ['#services/*', '#controllers/*'], message: 'Models hold no rules.' }]),
  restrict(
    ['app/controllers/**/*.ts'],
    [{ group: ['#models/*'], message: 'Controllers call services; models only as types.', allowTypeImports: true }]
  ),
  restrict(
    ['app/domain/**/*.ts'],
    [{ group: ['#*', '@adonisjs/*', '@inertiajs/*', 'react'], message: 'Domain rules are pure: they import only each other.' }]
  ),
  restrict(['inertia/**/*.{ts,tsx}'], [{ group: ['#*'], message: 'Pages use ~/, @generated/ and @domain/ only.' }])
)

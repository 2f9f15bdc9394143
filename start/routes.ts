/*
| Routes only wire (style §2). This file opens the prefixes once — pages
| under /:lang (ru, en), the JSON API under /api/v1 — and each area adds
| its own routes in start/routes/<area>.ts.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { LOCALES } from '#domain/platform/locales'
import * as platform from '#start/routes/platform'

const LOCALE_MATCHER = new RegExp(`^(${LOCALES.join('|')})$`)

platform.root()

router
  .group(() => {
    platform.pages()
  })
  .prefix('/:lang')
  .where('lang', LOCALE_MATCHER)
  .use(middleware.guard())

router
  .group(() => {
    platform.api()
  })
  .prefix('/api/v1')
  .as('api')

// Last: legacy paths of the old site, then the 404 page for everything else.
platform.fallback()

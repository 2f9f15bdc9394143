/*
| Routes only wire (style §2). This file opens the prefixes once — pages
| under /:lang (ru, en), the JSON API under /api/v1, the game-server API under
| /api/game/v1 — with their middleware stacks, and each area adds its routes
| in start/routes/<area>.ts.
*/
import router from '@adonisjs/core/services/router'
import { apiStack, middleware, webStack } from '#start/kernel'
import { LOCALES } from '#domain/platform/locales'
import * as platform from '#start/routes/platform'
import * as accounts from '#start/routes/accounts'
import * as economy from '#start/routes/economy'
import * as network from '#start/routes/network'
import * as content from '#start/routes/content'
import * as players from '#start/routes/players'
import * as launcher from '#start/routes/launcher'

const LOCALE_MATCHER = new RegExp(`^(${LOCALES.join('|')})$`)

platform.probes()
platform.files()
platform.apiReference()
players.files()

router.group(() => economy.webhooks()).use(apiStack())

router
  .group(() => network.liveApi())
  .prefix('/api/v1')
  .as('api')

router
  .group(() => {
    platform.api()
    accounts.api()
    economy.api()
    content.api()
    network.deliveryApi()
    players.api()
    network.api()
    launcher.api()
    platform.apiFallback()
  })
  .prefix('/api/v1')
  .as('api')
  .use(apiStack())

// Server to server: no session, no player; the area's group checks the server's key.
router
  .group(() => {
    network.game()
    platform.apiFallback()
  })
  .prefix('/api/game/v1')
  .as('game')

router
  .group(() => {
    platform.root()
    accounts.oauthEntries()

    router
      .group(() => {
        platform.pages()
        accounts.pages()
        economy.pages()
        content.pages()
        network.deliveryPages()
        players.pages()
        network.pages()
        launcher.pages()
      })
      .prefix('/:lang')
      .where('lang', LOCALE_MATCHER)
      .use(middleware.guard())

    // Last: legacy paths of the old site, then the 404 page for everything else.
    platform.fallback()
  })
  .use(webStack())

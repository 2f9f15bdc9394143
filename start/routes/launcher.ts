import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import {
  throttleLogin,
  throttlePasswordResetByEmail,
  throttlePasswordResetByIp,
  throttleRegistration,
} from '#start/limiter'
import { LAUNCHER_DEBUG_PERMISSION, LAUNCHER_SETTINGS_SECTIONS } from '#domain/launcher/settings'
import { LAUNCHER_EDIT_PERMISSION, LAUNCHER_PLATFORMS } from '#domain/launcher/builds'

/*
| Launcher mode (issue #26): the site inside the desktop launcher's webview.
| The page guard lets launcher mode reach only these pages (and logout,
| 2fa, OAuth); outside launcher mode they lead to the start page.
*/

/** Every section but admin, which has its own route behind its permission. */
const SECTION = new RegExp(
  `^(${LAUNCHER_SETTINGS_SECTIONS.filter((section) => section !== 'admin').join('|')})$`
)

/** spec §2 Launcher: pages under /:lang. */
export function pages() {
  // The start page's download (a site page, so it is no launcher route).
  router
    .get('/start/download/:platform', [controllers.content.LauncherDownloads, 'show'])
    .where('platform', new RegExp(`^(${LAUNCHER_PLATFORMS.join('|')})$`))
    .as('content.launcher_downloads.show')

  // Staff → launcher builds: site pages (the guard keeps `launcher.*` names for the webview).
  router
    .group(() => {
      router
        .get('/staff/launcher/builds', [controllers.content.LauncherBuilds, 'index'])
        .as('content.launcher_builds.index')
      router
        .post('/staff/launcher/builds', [controllers.content.LauncherBuilds, 'store'])
        .as('content.launcher_builds.store')
      router
        .put('/staff/launcher/builds/:id', [controllers.content.LauncherBuilds, 'update'])
        .where('id', router.matchers.number())
        .as('content.launcher_builds.update')
    })
    .use([middleware.auth(), middleware.permission(LAUNCHER_EDIT_PERMISSION)])

  router
    .group(() => {
      router
        .get('/launcher/login', [controllers.launcher.Sessions, 'create'])
        .as('launcher.sessions.create')
      router
        .post('/launcher/login', [controllers.launcher.Sessions, 'store'])
        .as('launcher.sessions.store')
        .use(throttleLogin)
      router
        .get('/launcher/register', [controllers.launcher.Registrations, 'create'])
        .as('launcher.registrations.create')
      router
        .post('/launcher/register', [controllers.launcher.Registrations, 'store'])
        .as('launcher.registrations.store')
        .use(throttleRegistration)
      router
        .get('/launcher/reset', [controllers.launcher.PasswordResets, 'create'])
        .as('launcher.password_resets.create')
      router
        .post('/launcher/reset', [controllers.launcher.PasswordResets, 'store'])
        .as('launcher.password_resets.store')
        .use([throttlePasswordResetByIp, throttlePasswordResetByEmail])
      router
        .get('/launcher/reset/request', [controllers.launcher.PasswordResets, 'show'])
        .as('launcher.password_resets.show')
    })
    .use(middleware.guest())

  router
    .get('/launcher/elements', [controllers.launcher.Elements, 'show'])
    .as('launcher.elements.show')

  router
    .group(() => {
      router.get('/launcher', [controllers.launcher.Home, 'show']).as('launcher.home.show')
      router
        .get('/launcher/servers', [controllers.launcher.Servers, 'index'])
        .as('launcher.servers.index')
      router.get('/launcher/ban', [controllers.launcher.Bans, 'show']).as('launcher.bans.show')
      // The unban purchase of the ban screen: the economy's own action, reachable in launcher mode.
      router
        .post('/launcher/ban', [controllers.economy.Unbans, 'store'])
        .as('launcher.unbans.store')
      router
        .get('/launcher/settings/admin', [controllers.launcher.Debuggers, 'show'])
        .as('launcher.debuggers.show')
        .use(middleware.permission(LAUNCHER_DEBUG_PERMISSION))
      router
        .get('/launcher/settings/:section?', [controllers.launcher.Settings, 'show'])
        .where('section', SECTION)
        .as('launcher.settings.show')
    })
    .use(middleware.auth())
}

/** JSON API under /api/v1: the launcher's builds manifest and the admins' debugger. */
export function api() {
  router
    .get('/launcher/manifest', [controllers.api.launcher.Manifests, 'show'])
    .as('launcher.manifests.show')
  router
    .post('/launcher/builds', [controllers.api.launcher.Builds, 'store'])
    .as('launcher.builds.store')
    .use([middleware.auth(), middleware.permission(LAUNCHER_EDIT_PERMISSION)])
  router
    .post('/launcher/debugger', [controllers.api.launcher.Debuggers, 'store'])
    .as('launcher.debuggers.store')
    .use([middleware.auth(), middleware.permission(LAUNCHER_DEBUG_PERMISSION)])
}

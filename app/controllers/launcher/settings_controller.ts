import type { HttpContext } from '@adonisjs/core/http'
import launcherConfig from '#config/launcher'
import { LAUNCHER_SETTINGS_SECTIONS } from '#domain/launcher/settings'

/**
 * /{lang}/launcher/settings/{section} (spec §2, §3): RAM, folder, theme and
 * other, read and saved in the launcher's storage by the page; the bare
 * path leads to the folder section.
 */
export default class SettingsController {
  async show({ inertia, params, response, i18n }: HttpContext) {
    if (!params.section) {
      return response.redirect().toRoute('launcher.settings.show', {
        lang: i18n.locale,
        section: LAUNCHER_SETTINGS_SECTIONS[0],
      })
    }
    return inertia.render('launcher/settings/show', {
      section: params.section as 'folder' | 'ram' | 'theme' | 'other',
      localApiUrl: launcherConfig.localApiUrl,
    })
  }
}

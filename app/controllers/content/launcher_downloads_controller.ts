import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LauncherBuildService from '#services/launcher/launcher_build_service'
import type { LauncherPlatform } from '#domain/launcher/builds'
import { REFERRAL_COOKIE } from '#domain/platform/legacy_redirects'

/**
 * /{lang}/start/download/{platform}: the start page's download button
 * counts the download (with the visitor's referral code) and hands over
 * the newest file; without one the start page says so.
 */
@inject()
export default class LauncherDownloadsController {
  constructor(private builds: LauncherBuildService) {}

  async show({ params, request, response, i18n }: HttpContext) {
    const referral = request.plainCookie(REFERRAL_COOKIE, { encoded: false }) ?? null
    const url = await this.builds.recordDownload(params.platform as LauncherPlatform, referral)
    if (!url) return response.redirect().toRoute('content.start.show', { lang: i18n.locale })
    return response.redirect(url)
  }
}

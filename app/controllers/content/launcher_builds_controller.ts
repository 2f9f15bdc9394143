import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LauncherBuildService from '#services/launcher/launcher_build_service'
import LauncherBuildStorage from '#services/launcher/launcher_build_storage'
import { updateLauncherBuildValidator } from '#validators/launcher/build'
import { receiveBuildForm } from '#http/launcher_build_form'

/**
 * Staff → launcher builds (`web.launcher.edit`, else 404): every build,
 * publish one (a link with its hash, or an upload), withdraw it or bring it
 * back. A site page, not the launcher's: `launcher.*` names are the
 * webview's pages to the guard.
 */
@inject()
export default class LauncherBuildsController {
  constructor(
    private builds: LauncherBuildService,
    private files: LauncherBuildStorage
  ) {}

  async index({ inertia }: HttpContext) {
    const [builds, latest] = await Promise.all([this.builds.all(), this.builds.latest()])
    const current = new Set(latest.map((build) => build.id))
    return inertia.render('content/launcher_builds/index', {
      builds: builds.map((build) => ({
        id: build.id,
        version: build.version,
        platform: build.platform,
        url: build.url,
        sha256: build.sha256,
        sizeBytes: build.sizeBytes,
        notes: build.notes,
        uploaded: build.filePath !== null,
        publishedAt: build.createdAt.toUTC().toISO()!,
        withdrawn: build.withdrawnAt !== null,
        current: current.has(build.id),
      })),
    })
  }

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const input = await receiveBuildForm(request, this.files)
    await this.builds.publish(auth.getUserOrFail(), input)
    session.flash('success', 'content.launcher_builds.published')
    return response.redirect().toRoute('content.launcher_builds.index', { lang: i18n.locale })
  }

  async update({ request, params, session, response, i18n }: HttpContext) {
    const { published } = await request.validateUsing(updateLauncherBuildValidator)
    await this.builds.setPublished(Number(params.id), published)
    session.flash('success', `content.launcher_builds.${published ? 'republished' : 'withdrawn'}`)
    return response.redirect().toRoute('content.launcher_builds.index', { lang: i18n.locale })
  }
}

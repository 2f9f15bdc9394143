import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import type User from '#models/user'
import LauncherBuild from '#models/launcher_build'
import LauncherDownload from '#models/launcher_download'
import launcherConfig from '#config/launcher'
import { compareVersions, type LauncherPlatform } from '#domain/launcher/builds'
import { signForLauncher } from '#services/launcher/signing_service'
import LauncherBuildExistsException from '#exceptions/launcher_build_exists_exception'
import LauncherBuildStorage from '#services/launcher/launcher_build_storage'

export type PublishInput = {
  version: string
  platform: LauncherPlatform
  url: string
  sha256: string
  sizeBytes?: number
  notes?: string
  /** An uploaded file's place on the site's disk. */
  filePath?: string
}

export type ManifestBuild = {
  version: string
  platform: string
  url: string
  sha256: string
  size: number | null
  notes: string | null
  publishedAt: string
}

/**
 * Launcher builds (issue #26): the staff publish them, the site serves the
 * signed manifest the launcher polls, and the start page hands out the
 * newest file of each platform, counting the downloads.
 */
@inject()
export default class LauncherBuildService {
  constructor(private files: LauncherBuildStorage) {}

  /** Every build, newest first (the staff page). */
  async all() {
    return LauncherBuild.query().orderBy('id', 'desc')
  }

  /**
   * Publishes a build; throws LauncherBuildExistsException (409) for a version already out,
   * deleting the file uploaded for it.
   */
  async publish(user: User, input: PublishInput) {
    const taken = await LauncherBuild.query()
      .where('version', input.version)
      .where('platform', input.platform)
      .first()
    if (taken) {
      await this.files.delete(input.filePath)
      throw new LauncherBuildExistsException()
    }
    return LauncherBuild.create({
      ...input,
      sizeBytes: input.sizeBytes ?? null,
      notes: input.notes ?? null,
      filePath: input.filePath ?? null,
      publishedBy: user.id,
    })
  }

  /** Withdraws a build from the manifest and the start page, or publishes it again. */
  async setPublished(id: number, published: boolean) {
    const build = await LauncherBuild.findOrFail(id)
    build.withdrawnAt = published ? null : DateTime.utc()
    return build.save()
  }

  /** The newest version of each platform. */
  async latest(): Promise<LauncherBuild[]> {
    const builds = await LauncherBuild.query().whereNull('withdrawn_at').orderBy('id', 'desc')
    const newest = new Map<string, LauncherBuild>()
    for (const build of builds) {
      const current = newest.get(build.platform)
      if (!current || compareVersions(build.version, current.version) > 0) {
        newest.set(build.platform, build)
      }
    }
    return [...newest.values()].sort((a, b) => a.platform.localeCompare(b.platform))
  }

  /** The manifest the launcher polls, signed; throws LauncherSigningKeyMissingException (503). */
  async manifest(now = new Date()) {
    const latest = await this.latest()
    const builds: ManifestBuild[] = latest.map((build) => ({
      version: build.version,
      platform: build.platform,
      url: build.url,
      sha256: build.sha256,
      size: build.sizeBytes,
      notes: build.notes,
      publishedAt: build.createdAt.toUTC().toISO()!,
    }))
    return signForLauncher({ generatedAt: now.toISOString(), builds })
  }

  /** Where each platform's download is: the newest build, else the configured link. */
  async downloads(): Promise<Record<LauncherPlatform, string | null>> {
    const latest = await this.latest()
    const url = (platform: LauncherPlatform) =>
      latest.find((build) => build.platform === platform)?.url ?? launcherConfig.downloads[platform]
    return { windows: url('windows'), macos: url('macos'), linux: url('linux') }
  }

  /**
   * Counts a start-page download (spec §7 visits/download; with a referral
   * code, the referral's download) and answers where the file is, or null.
   */
  async recordDownload(platform: LauncherPlatform, referralCode: string | null) {
    const latest = await this.latest()
    const build = latest.find((candidate) => candidate.platform === platform)
    const url = build?.url ?? launcherConfig.downloads[platform]
    if (!url) return null
    await LauncherDownload.create({ platform, buildId: build?.id ?? null, referralCode })
    return url
  }
}

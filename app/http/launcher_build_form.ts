/*
| The staff page's launcher build form (issue #26): a link to a file hosted
| elsewhere with its SHA-256, or the file itself. The file route is
| processed by hand (config/bodyparser.ts `processManually`) so a build of
| hundreds of megabytes streams to the disk, hashed on the way, instead of
| through a temp file under the 20 MB limit of every other upload.
*/
import type { HttpContext } from '@adonisjs/core/http'
import launcherConfig from '#config/launcher'
import type { PublishInput } from '#services/launcher/launcher_build_service'
import type LauncherBuildStorage from '#services/launcher/launcher_build_storage'
import type { StoredBuildFile } from '#services/launcher/launcher_build_storage'
import {
  createLauncherBuildValidator,
  uploadLauncherBuildValidator,
} from '#validators/launcher/build'

/** Reads the form; a file stored for a form that then fails validation is deleted. */
export async function receiveBuildForm(
  request: HttpContext['request'],
  storage: LauncherBuildStorage
): Promise<PublishInput> {
  if (!request.is(['multipart/form-data'])) {
    return request.validateUsing(createLauncherBuildValidator)
  }
  let file: StoredBuildFile | null = null
  request.multipart.onFile('file', {}, async (part) => {
    // A form sent without a chosen file still has an empty `file` part.
    if (!part.file.clientName) return part.resume()
    file = await storage.put(part.file.clientName, part)
  })
  await request.multipart.process({ limit: launcherConfig.buildUploadLimit })
  const stored = file as StoredBuildFile | null
  if (!stored) return request.validateUsing(createLauncherBuildValidator)
  const input = await request.validateUsing(uploadLauncherBuildValidator).catch(async (error) => {
    await storage.delete(stored.path)
    throw error
  })
  return {
    ...input,
    url: stored.url,
    sha256: stored.sha256,
    sizeBytes: stored.sizeBytes,
    filePath: stored.path,
  }
}

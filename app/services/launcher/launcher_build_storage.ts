import { createHash, randomUUID } from 'node:crypto'
import { pipeline, Transform, type Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from 'flydrive'
import { FSDriver } from 'flydrive/drivers/fs'
import { UPLOADS_URL } from '#config/drive'
import { appUrl } from '#config/app'

/** A build's file as it landed on the disk. */
export type StoredBuildFile = { path: string; url: string; sha256: string; sizeBytes: number }

/** A file name safe in a path and a URL: letters, digits, dots, dashes, underscores. */
function safeName(name: string) {
  const cleaned = name.replaceAll(/[^\w.-]+/g, '_').replace(/^[._]+/, '')
  return cleaned.slice(-100) || 'launcher'
}

/**
 * The disk launcher builds uploaded from the staff page go to
 * (`launcher/builds/<uuid>/<name>`, config/drive.ts), hashed as they
 * stream in, so a build of hundreds of megabytes is never held in memory.
 */
export default class LauncherBuildStorage {
  constructor(private disk: Disk = drive.use()) {}

  /** Streams a file to the disk; answers its path, absolute URL, SHA-256 and size. */
  async put(fileName: string, stream: Readable): Promise<StoredBuildFile> {
    const path = `launcher/builds/${randomUUID()}/${safeName(fileName)}`
    const hash = createHash('sha256')
    let sizeBytes = 0
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        sizeBytes += chunk.length
        done(null, chunk)
      },
    })
    // pipeline passes a failed upload's error on to the disk's write, which then rejects.
    const measured = pipeline(stream, measure, () => {})
    try {
      await this.disk.putStream(path, measured, { contentType: 'application/octet-stream' })
    } catch (error) {
      await this.delete(path)
      throw error
    }
    return { path, url: await this.urlOf(path), sha256: hash.digest('hex'), sizeBytes }
  }

  /** Deletes a stored file; a file already gone is no error. */
  async delete(path: string | null | undefined) {
    if (path) await this.disk.delete(path).catch(() => undefined)
  }

  /** The launcher downloads from anywhere: the local disk's URL is made absolute. */
  private async urlOf(path: string) {
    if (this.disk.driver instanceof FSDriver) return new URL(`${UPLOADS_URL}/${path}`, appUrl).href
    return this.disk.getUrl(path)
  }
}

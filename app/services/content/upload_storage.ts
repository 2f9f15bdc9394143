import drive from '@adonisjs/drive/services/main'
import type { Disk } from 'flydrive'
import { FSDriver } from 'flydrive/drivers/fs'
import { UPLOADS_URL } from '#config/drive'

/** Where document images go on a disk (`documents/<document key>/<uuid>.webp`). */
const DOCUMENTS = 'documents'

/**
 * The disk document images are kept on (config/drive.ts: the local disk, or
 * an S3-compatible bucket) and the public URLs it serves them at.
 */
export default class UploadStorage {
  constructor(private disk: Disk = drive.use()) {}

  /** Stores an image under its document's key; answers its path and public URL. */
  async put(documentKey: string, name: string, bytes: Buffer, contentType: string) {
    const path = `${DOCUMENTS}/${documentKey}/${name}`
    await this.disk.put(path, bytes, { contentType })
    return { path, url: await this.urlOf(path) }
  }

  /** Deletes stored files; a file already gone is no error. */
  async delete(paths: readonly string[]) {
    await Promise.all(paths.map((path) => this.disk.delete(path).catch(() => undefined)))
  }

  /**
   * URL beginnings of our stored images: this disk's, and the local disk's
   * /uploads (still served after a switch to S3, for images stored before).
   */
  async imagePrefixes(): Promise<string[]> {
    // A folder's URL comes without its trailing slash; the prefix needs it.
    const own = `${await this.urlOf(DOCUMENTS)}/`
    const local = `${UPLOADS_URL}/${DOCUMENTS}/`
    return own === local ? [local] : [local, own]
  }

  /**
   * The public URL of a path. The local disk's URLs are written here: its driver builds them
   * from the router's serve route, which ace commands (db:demo seeding images) have not got.
   */
  private async urlOf(path: string) {
    if (this.disk.driver instanceof FSDriver) return `${UPLOADS_URL}/${path}`
    return this.disk.getUrl(path)
  }
}

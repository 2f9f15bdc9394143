import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import CoverArt from '#models/cover_art'
import LookStorage from '#services/players/look_storage'
import { encodePhoto } from '#services/players/photo_encoder'
import PageCacheService from '#services/platform/page_cache_service'
import type { UploadedFile } from '#services/players/skin_service'
import ImageUploadException from '#exceptions/image_upload_exception'
import { MAX_AVATAR_BYTES } from '#domain/players/looks'

/** The banner size every art is cut to (4:1, twice the widest profile header). */
export const COVER_ART_SIZE = { width: 1600, height: 400 }

export type CoverArtFields = {
  nameRu: string
  nameEn: string
  license: string
  /** A store role's slug whose active grant unlocks the art; null: anybody. */
  requiredRole: string | null
}

/**
 * The cover art catalogue staff manage (spec §2 cabinet → cover → art): an image re-encoded
 * to the banner's size, names in both languages, its licence, an optional role, hidden or not.
 */
export default class CoverArtService {
  constructor(
    private storage: LookStorage = new LookStorage(),
    private pages: PageCacheService = new PageCacheService()
  ) {}

  /** Every art, hidden ones too, in the order they were added. */
  list() {
    return CoverArt.query().orderBy('id')
  }

  /** Adds an uploaded image. Throws ImageUploadException (413, 415, 422). */
  async upload(file: UploadedFile, fields: CoverArtFields) {
    if (file.size > MAX_AVATAR_BYTES)
      throw ImageUploadException.tooLarge(MAX_AVATAR_BYTES / 1024 / 1024)
    return this.store(await readFile(file.tmpPath), fields)
  }

  /** Checks, re-encodes and adds image bytes (an upload, or the demo seed's own art). */
  async store(bytes: Buffer, fields: CoverArtFields) {
    const image = await encodePhoto(bytes, { ...COVER_ART_SIZE, fit: 'cover' })
    const key = randomUUID()
    try {
      await this.storage.put('cover', key, { original: image.data })
      return await CoverArt.create({ key, hidden: false, ...fields })
    } catch {
      await this.storage.delete('cover', [key])
      throw ImageUploadException.failed()
    }
  }

  /** Renames, re-licenses, locks or hides an art. Throws when it does not exist (404). */
  async update(id: number, fields: CoverArtFields & { hidden: boolean }) {
    const art = await CoverArt.findOrFail(id)
    art.merge(fields)
    await art.save()
    // A hidden art leaves every profile that showed it, guests' cached pages too.
    this.pages.forget()
    return art
  }
}

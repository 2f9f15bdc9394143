import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from '@adonisjs/core'
import sharp, { type OutputInfo } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import DocumentImage from '#models/document_image'
import UploadStorage from '#services/content/upload_storage'
import type User from '#models/user'
import ImageUploadException from '#exceptions/image_upload_exception'
import { MAX_IMAGE_BYTES, isImageType, isPlainImage } from '#domain/content/images'

/** The longest side an image keeps; larger ones are scaled down. */
const MAX_SIDE = 2000

/** An uploaded file as the body parser left it on disk. */
export type UploadedFile = { tmpPath: string; size: number }

/**
 * Document images (spec §5, §7 `document/image/context/original/{id}/upload`):
 * the type is sniffed from the bytes, polyglots are refused, and every
 * image is decoded and re-encoded as WebP, so nothing but pixels is kept.
 */
@inject()
export default class ImageService {
  constructor(private storage: UploadStorage = new UploadStorage()) {}

  /**
   * Stores an image for the document with this key and answers its row.
   * Throws ImageUploadException: too large (413), unsupported or undecodable
   * (415), not stored (422).
   */
  async upload(uploader: User, documentKey: string, file: UploadedFile) {
    if (file.size > MAX_IMAGE_BYTES)
      throw ImageUploadException.tooLarge(MAX_IMAGE_BYTES / 1024 / 1024)
    return this.store(uploader, documentKey, await readFile(file.tmpPath))
  }

  /** Checks, re-encodes and stores image bytes (an upload, or the demo seed's own art). */
  async store(uploader: User | null, documentKey: string, bytes: Buffer) {
    const sniffed = await fileTypeFromBuffer(bytes)
    const type = sniffed?.mime
    if (!isImageType(type) || !isPlainImage(bytes, type)) throw ImageUploadException.unsupported()

    let encoded: { data: Buffer; info: OutputInfo }
    try {
      encoded = await sharp(bytes, {
        animated: type === 'image/gif' || type === 'image/webp',
        failOn: 'warning',
        limitInputPixels: 40_000_000,
      })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true })
    } catch {
      // Bytes that start like an image but do not decode as one are no image (a polyglot, a fake).
      throw ImageUploadException.unsupported()
    }

    const id = randomUUID()
    let stored: { path: string; url: string }
    try {
      stored = await this.storage.put(documentKey, `${id}.webp`, encoded.data, 'image/webp')
    } catch {
      throw ImageUploadException.failed()
    }
    return DocumentImage.create({
      id,
      documentKey,
      path: stored.path,
      url: stored.url,
      width: encoded.info.width,
      height: encoded.info.pageHeight ?? encoded.info.height,
      size: encoded.data.length,
      uploaderId: uploader?.id ?? null,
    })
  }
}

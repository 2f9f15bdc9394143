import sharp, { type OutputInfo } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import ImageUploadException from '#exceptions/image_upload_exception'
import { isImageType, isPlainImage } from '#domain/content/images'
import { MAX_AVATAR_PIXELS } from '#domain/players/looks'

/**
 * An uploaded photo (an avatar, a cover art) checked by its bytes and re-encoded as WebP, so
 * no uploaded byte is kept: PNG, JPEG, WebP or a GIF's first frame, turned upright and
 * shrunk to fit `box`. Throws ImageUploadException: unsupported (415), too many pixels (413).
 */
export async function encodePhoto(
  bytes: Buffer,
  box: { width: number; height: number; fit: 'inside' | 'cover' }
): Promise<{ data: Buffer; info: OutputInfo }> {
  const sniffed = await fileTypeFromBuffer(bytes)
  const type = sniffed?.mime
  if (!isImageType(type) || !isPlainImage(bytes, type)) throw ImageUploadException.unsupported()
  try {
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (width * height > MAX_AVATAR_PIXELS)
      throw ImageUploadException.tooManyPixels(MAX_AVATAR_PIXELS / 1e6)
    return await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_AVATAR_PIXELS, pages: 1 })
      .rotate()
      .resize({ ...box, withoutEnlargement: box.fit === 'inside' })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (error instanceof ImageUploadException) throw error
    throw ImageUploadException.unsupported()
  }
}

import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** spec §5, §8: refused or failed image uploads, each with its own code and text. */
export default class ImageUploadException extends DomainException {
  static unsupported() {
    return new ImageUploadException('errors.unsupported_file', {
      status: 415,
      errorCode: ERROR_CODES.unsupportedFileType,
      type: 'unsupported_file_type',
    })
  }

  static tooLarge(megabytes: number) {
    return new ImageUploadException('content.images.too_large', {
      status: 413,
      errorCode: ERROR_CODES.imageTooLarge,
      type: 'image_too_large',
      data: { megabytes },
    })
  }

  /** Too many pixels to decode (a decompression bomb: a few KB that unpack to gigabytes). */
  static tooManyPixels(megapixels: number) {
    return new ImageUploadException('errors.image_pixels', {
      status: 413,
      errorCode: ERROR_CODES.imageTooLarge,
      type: 'image_too_large',
      data: { megapixels },
    })
  }

  static failed() {
    return new ImageUploadException('errors.upload_failed', {
      status: 422,
      errorCode: ERROR_CODES.imageUploadFailed,
      type: 'upload_failed',
    })
  }
}

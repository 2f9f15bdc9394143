import { BaseTransformer } from '@adonisjs/core/transformers'
import type DocumentImage from '#models/document_image'

/** An uploaded, re-encoded document image. */
export default class DocumentImageTransformer extends BaseTransformer<DocumentImage> {
  toObject() {
    const { id, url, width, height } = this.resource
    return { id, url, width, height }
  }
}

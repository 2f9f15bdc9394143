import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import DocumentImage from '#models/document_image'
import { UPLOADS_URL } from '#config/drive'

/** A stored document image row (the file itself is not written). */
export const DocumentImageFactory = factory
  .define(DocumentImage, () => {
    const id = randomUUID()
    const documentKey = randomUUID()
    const path = `documents/${documentKey}/${id}.webp`
    return {
      id,
      documentKey,
      path,
      url: `${UPLOADS_URL}/${path}`,
      width: 800,
      height: 400,
      size: 1024,
      uploaderId: null,
    }
  })
  .build()

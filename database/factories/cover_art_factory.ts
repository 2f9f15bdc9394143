import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import CoverArt from '#models/cover_art'

/** A shown art of the cover catalogue that anybody may pick (its files are not written). */
export const CoverArtFactory = factory
  .define(CoverArt, () => ({
    key: randomUUID(),
    nameRu: 'Закат',
    nameEn: 'Sunset',
    hidden: false,
    requiredRole: null,
    license: 'CC0, made for the tests',
  }))
  .build()

import { BaseTransformer } from '@adonisjs/core/transformers'
import type CoverArt from '#models/cover_art'
import type { Cover, CoverItem } from '#services/accounts/cover_service'
import { lookUrl } from '#transformers/players/look_transformer'
import type { CoverPart, CoverView } from '#domain/accounts/covers'

/** An art's banner image (immutable: a new image is a new art). */
export function coverArtUrl(art: CoverArt) {
  return lookUrl('cover', art.key, 'original')
}

/** A profile's cover as pages draw it (spec §3 cover settings). */
export function coverView(cover: Cover): CoverView {
  return { glow: cover.glow, style: cover.style, art: cover.art ? coverArtUrl(cover.art) : null }
}

/**
 * One part of cabinet → cover and `GET cabinet/profile-theme/{part}`: its items (an art with
 * its image and names), which are locked and by what role, and the chosen id (`none`).
 */
export default class CoverPartTransformer extends BaseTransformer<{
  part: CoverPart
  current: string
  items: CoverItem[]
}> {
  toObject() {
    const { part, current, items } = this.resource
    return {
      part,
      current,
      items: items.map(({ id, art, lockedBy }) => ({
        id,
        name: art ? { ru: art.nameRu, en: art.nameEn } : null,
        image: art ? coverArtUrl(art) : null,
        license: art?.license ?? null,
        lockedBy: lockedBy ? { ru: lockedBy.nameRu, en: lockedBy.nameEn } : null,
      })),
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type CoverArt from '#models/cover_art'
import { coverArtUrl } from '#transformers/accounts/cover_part_transformer'

/** An art of the catalogue as staff edit it. */
export default class StaffCoverArtTransformer extends BaseTransformer<CoverArt> {
  toObject() {
    const art = this.resource
    return {
      id: art.id,
      image: coverArtUrl(art),
      nameRu: art.nameRu,
      nameEn: art.nameEn,
      license: art.license,
      requiredRole: art.requiredRole,
      hidden: art.hidden,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type StoreFeature from '#models/store_feature'

/** A compared feature as staff edit it (`toEditable`), or a line of the catalogue (`toObject`). */
export default class StaffStoreFeatureTransformer extends BaseTransformer<StoreFeature> {
  toObject() {
    const feature = this.resource
    return {
      id: feature.id,
      nameRu: feature.nameRu,
      nameEn: feature.nameEn,
      position: feature.position,
      enabled: feature.enabled,
    }
  }

  toEditable() {
    const feature = this.resource
    return { ...this.toObject(), server: { slug: feature.server.slug, name: feature.server.name } }
  }
}

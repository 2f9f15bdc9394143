import { BaseTransformer } from '@adonisjs/core/transformers'
import type StoreRole from '#models/store_role'
import type StoreFeature from '#models/store_feature'

/**
 * A role as staff edit it: both languages, prices in kopecks, its commands
 * and its feature values (`toEditable`), or a line of the catalogue (`toObject`).
 */
export default class StaffStoreRoleTransformer extends BaseTransformer<StoreRole> {
  toObject() {
    const role = this.resource
    return {
      id: role.id,
      slug: role.slug,
      nameRu: role.nameRu,
      nameEn: role.nameEn,
      color: role.color,
      rank: role.rank,
      discountPercent: role.discountPercent,
      prices: role.prices,
      enabled: role.enabled,
    }
  }

  toEditable() {
    const role = this.resource
    return {
      ...this.toObject(),
      server: { slug: role.server.slug, name: role.server.name },
      descriptionRu: role.descriptionRu,
      descriptionEn: role.descriptionEn,
      grantCommand: role.grantCommand,
      revokeCommand: role.revokeCommand,
      features: role.features.map((feature) => ({
        id: feature.id,
        valueRu: (feature.$extras.pivot_value_ru as string | null) ?? null,
        valueEn: (feature.$extras.pivot_value_en as string | null) ?? null,
      })),
    }
  }
}

/** A server's features the role form offers, in both languages. */
export function featureOption(feature: StoreFeature) {
  return { id: feature.id, nameRu: feature.nameRu, nameEn: feature.nameEn }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type StoreAbility from '#models/store_ability'

/** An ability as staff edit it (`toEditable`), or a line of the catalogue (`toObject`). */
export default class StaffStoreAbilityTransformer extends BaseTransformer<StoreAbility> {
  toObject() {
    const ability = this.resource
    return {
      id: ability.id,
      slug: ability.slug,
      nameRu: ability.nameRu,
      nameEn: ability.nameEn,
      price: ability.price,
      position: ability.position,
      enabled: ability.enabled,
    }
  }

  toEditable() {
    const ability = this.resource
    return {
      ...this.toObject(),
      server: { slug: ability.server.slug, name: ability.server.name },
      descriptionRu: ability.descriptionRu,
      descriptionEn: ability.descriptionEn,
      grantCommand: ability.grantCommand,
    }
  }
}

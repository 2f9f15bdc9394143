import { BaseTransformer } from '@adonisjs/core/transformers'
import type StoreKit from '#models/store_kit'

/** A kit as staff edit it (`toEditable`), or a line of the catalogue (`toObject`). */
export default class StaffStoreKitTransformer extends BaseTransformer<StoreKit> {
  toObject() {
    const kit = this.resource
    return {
      id: kit.id,
      roleId: kit.roleId,
      nameRu: kit.nameRu,
      nameEn: kit.nameEn,
      claimInterval: kit.claimInterval,
      claimUnit: kit.claimUnit,
      position: kit.position,
      enabled: kit.enabled,
    }
  }

  toEditable() {
    return { ...this.toObject(), items: this.resource.items }
  }
}

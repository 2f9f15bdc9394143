import { BaseTransformer } from '@adonisjs/core/transformers'
import type StoreKit from '#models/store_kit'
import { kitObject } from '#transformers/economy/store_catalogue_transformer'

/** A kit on its own (`GET store/kits/{id}`): what it holds, how often, for which role and server. */
export default class StoreKitTransformer extends BaseTransformer<StoreKit> {
  constructor(
    resource: StoreKit,
    private locale: string
  ) {
    super(resource)
  }

  toObject() {
    const kit = this.resource
    return {
      ...kitObject(kit, this.locale),
      server: { slug: kit.server.slug, name: kit.server.name },
      role: { slug: kit.role.slug, name: this.locale === 'en' ? kit.role.nameEn : kit.role.nameRu },
    }
  }
}

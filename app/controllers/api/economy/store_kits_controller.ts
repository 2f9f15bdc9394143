import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import StoreKitTransformer from '#transformers/economy/store_kit_transformer'

/** spec §7 `GET store/kits/{id}`: a kit's items and claim interval. */
@inject()
export default class StoreKitsController {
  constructor(private catalogue: StoreCatalogueService) {}

  async show({ params, i18n }: HttpContext) {
    return new StoreKitTransformer(
      await this.catalogue.kit(Number(params.id)),
      i18n.locale
    ).toObject()
  }
}

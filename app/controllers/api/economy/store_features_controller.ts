import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import StoreCatalogueTransformer from '#transformers/economy/store_catalogue_transformer'
import { storeServerQueryValidator } from '#validators/economy/store_purchase'

/** spec §7 `GET store/role/features`: what each role gives, side by side, per server. */
@inject()
export default class StoreFeaturesController {
  constructor(private catalogue: StoreCatalogueService) {}

  async index({ request, i18n }: HttpContext) {
    const { server } = await request.validateUsing(storeServerQueryValidator, {
      data: request.qs(),
    })
    const shelves = await this.catalogue.catalogue(server)
    return {
      servers: shelves.map((shelf) =>
        new StoreCatalogueTransformer(shelf, i18n.locale).toComparison()
      ),
    }
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import StorePurchaseService from '#services/economy/store_purchase_service'
import StoreCatalogueTransformer from '#transformers/economy/store_catalogue_transformer'
import { storeServerQueryValidator } from '#validators/economy/store_purchase'

/** spec §7 `GET store/roles`: every server's roles and abilities, and the viewer's discount. */
@inject()
export default class StoreRolesController {
  constructor(
    private catalogue: StoreCatalogueService,
    private purchases: StorePurchaseService
  ) {}

  async index({ request, auth, i18n }: HttpContext) {
    const { server } = await request.validateUsing(storeServerQueryValidator, {
      data: request.qs(),
    })
    const shelves = await this.catalogue.catalogue(server)
    return {
      servers: shelves.map((shelf) => new StoreCatalogueTransformer(shelf, i18n.locale).toObject()),
      discountPercent: auth.user ? await this.purchases.discountFor(auth.user) : 0,
    }
  }
}

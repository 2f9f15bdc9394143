import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import StoreGrantService from '#services/economy/store_grant_service'
import StorePurchaseService from '#services/economy/store_purchase_service'
import StoreCatalogueTransformer from '#transformers/economy/store_catalogue_transformer'
import StoreGrantTransformer from '#transformers/economy/store_grant_transformer'
import { requestBalances } from '#http/wallets'

/** `/{lang}/store` (spec §2): server tabs, role cards, the player's roles, discount and balance. */
@inject()
export default class StoreController {
  constructor(
    private catalogue: StoreCatalogueService,
    private grants: StoreGrantService,
    private purchases: StorePurchaseService
  ) {}

  async show(ctx: HttpContext) {
    const { inertia, auth, i18n, request } = ctx
    const user = auth.user
    const [shelves, active, balances] = await Promise.all([
      this.catalogue.catalogue(),
      user ? this.grants.activeFor(user) : Promise.resolve([]),
      requestBalances(ctx),
    ])
    return inertia.render('economy/store/show', {
      shelves: StoreCatalogueTransformer.shelves(shelves, i18n.locale),
      activeRoles: active.map((grant) => new StoreGrantTransformer(grant, i18n.locale).toObject()),
      discountPercent: this.purchases.discountOf(active),
      walletBalance: balances?.balance ?? null,
      initialServer: typeof request.qs().server === 'string' ? request.qs().server : null,
    })
  }
}

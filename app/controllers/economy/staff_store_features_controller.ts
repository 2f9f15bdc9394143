import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StaffStoreAbilityService from '#services/economy/staff_store_ability_service'
import StaffStoreFeatureService from '#services/economy/staff_store_feature_service'
import StaffStoreFeatureTransformer from '#transformers/economy/staff_store_feature_transformer'
import {
  createStaffStoreFeatureValidator,
  updateStaffStoreFeatureValidator,
} from '#validators/economy/staff_store_feature'
import { backToStaffStore, serverPicker } from '#http/staff_store'

/** Staff → store catalogue → compared features (`web.store.edit`, else 404): new and edit forms. */
@inject()
export default class StaffStoreFeaturesController {
  constructor(
    private features: StaffStoreFeatureService,
    private abilities: StaffStoreAbilityService
  ) {}

  async create({ inertia, request }: HttpContext) {
    const servers = await this.abilities.servers()
    return inertia.render(
      'economy/staff_store_features/create',
      serverPicker(servers, request.qs().server)
    )
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createStaffStoreFeatureValidator)
    const feature = await this.features.create(input)
    return backToStaffStore(ctx, 'economy.staff_store_features.created', feature)
  }

  async edit({ inertia, params }: HttpContext) {
    const feature = await this.features.find(Number(params.id))
    return inertia.render('economy/staff_store_features/edit', {
      feature: StaffStoreFeatureTransformer.transform(feature).useVariant('toEditable'),
    })
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateStaffStoreFeatureValidator)
    const feature = await this.features.update(Number(ctx.params.id), input)
    return backToStaffStore(ctx, 'economy.staff_store_features.updated', feature)
  }
}

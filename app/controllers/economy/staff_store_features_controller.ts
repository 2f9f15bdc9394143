import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type StoreFeature from '#models/store_feature'
import StaffStoreAbilityService from '#services/economy/staff_store_ability_service'
import StaffStoreFeatureService from '#services/economy/staff_store_feature_service'
import StaffStoreFeatureTransformer from '#transformers/economy/staff_store_feature_transformer'
import {
  createStaffStoreFeatureValidator,
  updateStaffStoreFeatureValidator,
} from '#validators/economy/staff_store_feature'

/** Staff → store catalogue → compared features (`web.store.edit`, else 404): new and edit forms. */
@inject()
export default class StaffStoreFeaturesController {
  constructor(
    private features: StaffStoreFeatureService,
    private abilities: StaffStoreAbilityService
  ) {}

  private done(
    feature: StoreFeature,
    key: 'created' | 'updated',
    { session, response, i18n }: HttpContext
  ) {
    session.flash('success', {
      key: `economy.staff_store_features.${key}`,
      data: { name: i18n.locale === 'en' ? feature.nameEn : feature.nameRu },
    })
    return response.redirect().toRoute('economy.staff_store_roles.index', { lang: i18n.locale })
  }

  async create({ inertia, request }: HttpContext) {
    const servers = await this.abilities.servers()
    const wanted = request.qs().server
    return inertia.render('economy/staff_store_features/create', {
      servers: servers.map((server) => ({ slug: server.slug, name: server.name })),
      initialServer: servers.some((server) => server.slug === wanted) ? String(wanted) : null,
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createStaffStoreFeatureValidator)
    return this.done(await this.features.create(input), 'created', ctx)
  }

  async edit({ inertia, params }: HttpContext) {
    const feature = await this.features.find(Number(params.id))
    return inertia.render('economy/staff_store_features/edit', {
      feature: StaffStoreFeatureTransformer.transform(feature).useVariant('toEditable'),
    })
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateStaffStoreFeatureValidator)
    return this.done(await this.features.update(Number(ctx.params.id), input), 'updated', ctx)
  }
}

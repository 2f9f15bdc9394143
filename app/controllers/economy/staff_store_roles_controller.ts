import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StaffStoreRoleService from '#services/economy/staff_store_role_service'
import StaffStoreRoleTransformer, {
  featureOption,
} from '#transformers/economy/staff_store_role_transformer'
import StaffStoreShelfTransformer from '#transformers/economy/staff_store_shelf_transformer'
import {
  createStaffStoreRoleValidator,
  updateStaffStoreRoleValidator,
} from '#validators/economy/staff_store_role'
import { backToStaffStore } from '#http/staff_store'

/**
 * Staff → store catalogue (`web.store.edit`, else 404): every server's
 * roles, hidden ones too, and the role form. Saves are ordinary CSRF posts;
 * an edit changes what is sold from now on, never what was bought.
 */
@inject()
export default class StaffStoreRolesController {
  constructor(private roles: StaffStoreRoleService) {}

  async index({ inertia }: HttpContext) {
    const shelves = await this.roles.catalogue()
    return inertia.render('economy/staff_store_roles/index', {
      shelves: StaffStoreShelfTransformer.transform(shelves),
    })
  }

  async create({ inertia, request }: HttpContext) {
    const shelves = await this.roles.catalogue()
    const wanted = request.qs().server
    return inertia.render('economy/staff_store_roles/create', {
      servers: shelves.map((shelf) => ({
        slug: shelf.server.slug,
        name: shelf.server.name,
        features: shelf.features.map(featureOption),
      })),
      initialServer: shelves.some((shelf) => shelf.server.slug === wanted) ? String(wanted) : null,
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createStaffStoreRoleValidator)
    const role = await this.roles.create(input)
    return backToStaffStore(ctx, 'economy.staff_store_roles.created', role)
  }

  async edit({ inertia, params }: HttpContext) {
    const role = await this.roles.find(Number(params.id))
    const [features, hasHistory] = await Promise.all([
      this.roles.featuresOf(role.serverId),
      this.roles.hasHistory(role.id),
    ])
    return inertia.render('economy/staff_store_roles/edit', {
      role: StaffStoreRoleTransformer.transform(role).useVariant('toEditable'),
      features: features.map(featureOption),
      hasHistory,
    })
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateStaffStoreRoleValidator)
    const role = await this.roles.update(Number(ctx.params.id), input)
    return backToStaffStore(ctx, 'economy.staff_store_roles.updated', role)
  }

  async destroy(ctx: HttpContext) {
    const { role, outcome } = await this.roles.remove(Number(ctx.params.id))
    return backToStaffStore(ctx, `economy.staff_store_roles.${outcome}`, role)
  }
}

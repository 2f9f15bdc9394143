import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type StoreRole from '#models/store_role'
import StaffStoreRoleService from '#services/economy/staff_store_role_service'
import StaffStoreRoleTransformer, {
  featureOption,
} from '#transformers/economy/staff_store_role_transformer'
import StaffStoreShelfTransformer from '#transformers/economy/staff_store_shelf_transformer'
import {
  createStaffStoreRoleValidator,
  updateStaffStoreRoleValidator,
} from '#validators/economy/staff_store_role'

function nameIn(role: StoreRole, locale: string) {
  return locale === 'en' ? role.nameEn : role.nameRu
}

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

  async store({ request, session, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createStaffStoreRoleValidator)
    const role = await this.roles.create(input)
    session.flash('success', {
      key: 'economy.staff_store_roles.created',
      data: { name: nameIn(role, i18n.locale) },
    })
    return response.redirect().toRoute('economy.staff_store_roles.index', { lang: i18n.locale })
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

  async update({ request, params, session, response, i18n }: HttpContext) {
    const input = await request.validateUsing(updateStaffStoreRoleValidator)
    const role = await this.roles.update(Number(params.id), input)
    session.flash('success', {
      key: 'economy.staff_store_roles.updated',
      data: { name: nameIn(role, i18n.locale) },
    })
    return response.redirect().toRoute('economy.staff_store_roles.index', { lang: i18n.locale })
  }

  async destroy({ params, session, response, i18n }: HttpContext) {
    const { role, outcome } = await this.roles.remove(Number(params.id))
    session.flash('success', {
      key: `economy.staff_store_roles.${outcome}`,
      data: { name: nameIn(role, i18n.locale) },
    })
    return response.redirect().toRoute('economy.staff_store_roles.index', { lang: i18n.locale })
  }
}

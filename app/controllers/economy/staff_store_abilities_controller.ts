import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StaffStoreAbilityService from '#services/economy/staff_store_ability_service'
import StaffStoreAbilityTransformer from '#transformers/economy/staff_store_ability_transformer'
import {
  createStaffStoreAbilityValidator,
  updateStaffStoreAbilityValidator,
} from '#validators/economy/staff_store_ability'

/** Staff → store catalogue → abilities (`web.store.edit`, else 404): new and edit forms. */
@inject()
export default class StaffStoreAbilitiesController {
  constructor(private abilities: StaffStoreAbilityService) {}

  async create({ inertia, request }: HttpContext) {
    const servers = await this.abilities.servers()
    const wanted = request.qs().server
    return inertia.render('economy/staff_store_abilities/create', {
      servers: servers.map((server) => ({ slug: server.slug, name: server.name })),
      initialServer: servers.some((server) => server.slug === wanted) ? String(wanted) : null,
    })
  }

  async store({ request, session, response, i18n }: HttpContext) {
    const ability = await this.abilities.create(
      await request.validateUsing(createStaffStoreAbilityValidator)
    )
    session.flash('success', {
      key: 'economy.staff_store_abilities.created',
      data: { name: i18n.locale === 'en' ? ability.nameEn : ability.nameRu },
    })
    return response.redirect().toRoute('economy.staff_store_roles.index', { lang: i18n.locale })
  }

  async edit({ inertia, params }: HttpContext) {
    const ability = await this.abilities.find(Number(params.id))
    return inertia.render('economy/staff_store_abilities/edit', {
      ability: StaffStoreAbilityTransformer.transform(ability).useVariant('toEditable'),
    })
  }

  async update({ request, params, session, response, i18n }: HttpContext) {
    const input = await request.validateUsing(updateStaffStoreAbilityValidator)
    const ability = await this.abilities.update(Number(params.id), input)
    session.flash('success', {
      key: 'economy.staff_store_abilities.updated',
      data: { name: i18n.locale === 'en' ? ability.nameEn : ability.nameRu },
    })
    return response.redirect().toRoute('economy.staff_store_roles.index', { lang: i18n.locale })
  }
}

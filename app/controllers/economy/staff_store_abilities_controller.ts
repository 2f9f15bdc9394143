import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StaffStoreAbilityService from '#services/economy/staff_store_ability_service'
import StaffStoreAbilityTransformer from '#transformers/economy/staff_store_ability_transformer'
import {
  createStaffStoreAbilityValidator,
  updateStaffStoreAbilityValidator,
} from '#validators/economy/staff_store_ability'
import { backToStaffStore, serverPicker } from '#http/staff_store'

/** Staff → store catalogue → abilities (`web.store.edit`, else 404): new and edit forms. */
@inject()
export default class StaffStoreAbilitiesController {
  constructor(private abilities: StaffStoreAbilityService) {}

  async create({ inertia, request }: HttpContext) {
    const servers = await this.abilities.servers()
    return inertia.render(
      'economy/staff_store_abilities/create',
      serverPicker(servers, request.qs().server)
    )
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createStaffStoreAbilityValidator)
    const ability = await this.abilities.create(input)
    return backToStaffStore(ctx, 'economy.staff_store_abilities.created', ability)
  }

  async edit({ inertia, params }: HttpContext) {
    const ability = await this.abilities.find(Number(params.id))
    return inertia.render('economy/staff_store_abilities/edit', {
      ability: StaffStoreAbilityTransformer.transform(ability).useVariant('toEditable'),
    })
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateStaffStoreAbilityValidator)
    const ability = await this.abilities.update(Number(ctx.params.id), input)
    return backToStaffStore(ctx, 'economy.staff_store_abilities.updated', ability)
  }
}

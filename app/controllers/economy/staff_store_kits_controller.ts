import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StaffStoreKitService from '#services/economy/staff_store_kit_service'
import StaffStoreKitTransformer from '#transformers/economy/staff_store_kit_transformer'
import { staffStoreKitValidator } from '#validators/economy/staff_store_kit'
import { backToStaffStore } from '#http/staff_store'

/** Staff → store catalogue → kits (`web.store.edit`, else 404): new and edit forms. */
@inject()
export default class StaffStoreKitsController {
  constructor(private kits: StaffStoreKitService) {}

  /** Every role a kit may belong to, labelled with its server. */
  private async roleOptions() {
    const roles = await this.kits.roles()
    return roles.map((role) => ({
      id: role.id,
      server: { slug: role.server.slug, name: role.server.name },
      nameRu: role.nameRu,
      nameEn: role.nameEn,
    }))
  }

  async create({ inertia, request }: HttpContext) {
    const roles = await this.roleOptions()
    const wanted = request.qs().server
    return inertia.render('economy/staff_store_kits/create', {
      roles,
      initialRole: roles.find((role) => role.server.slug === wanted)?.id ?? null,
    })
  }

  async store(ctx: HttpContext) {
    const kit = await this.kits.create(await ctx.request.validateUsing(staffStoreKitValidator))
    return backToStaffStore(ctx, 'economy.staff_store_kits.created', kit)
  }

  async edit({ inertia, params }: HttpContext) {
    const [kit, roles] = await Promise.all([this.kits.find(Number(params.id)), this.roleOptions()])
    return inertia.render('economy/staff_store_kits/edit', {
      kit: StaffStoreKitTransformer.transform(kit).useVariant('toEditable'),
      roles,
    })
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(staffStoreKitValidator)
    const kit = await this.kits.update(Number(ctx.params.id), input)
    return backToStaffStore(ctx, 'economy.staff_store_kits.updated', kit)
  }
}

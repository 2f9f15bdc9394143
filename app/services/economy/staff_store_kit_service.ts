import type { Infer } from '@vinejs/vine/types'
import StoreKit from '#models/store_kit'
import StoreRole from '#models/store_role'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import type { staffStoreKitValidator } from '#validators/economy/staff_store_kit'

type KitEdit = Infer<typeof staffStoreKitValidator>

/**
 * Staff edit the store's kits (`web.store.edit`). A kit belongs to the role
 * that lets players claim it and sits on that role's server. Kits are
 * hidden, never deleted, as abilities are.
 */
export default class StaffStoreKitService {
  /** Every role a kit may belong to (hidden ones too), by server then rank. */
  roles() {
    return StoreRole.query()
      .preload('server')
      .join('servers', 'servers.id', 'store_roles.server_id')
      .select('store_roles.*')
      .orderBy('servers.position')
      .orderBy('servers.id')
      .orderBy('store_roles.rank')
      .orderBy('store_roles.id')
  }

  /** A kit with its role and server; throws StoreItemNotFoundException. */
  async find(id: number) {
    const kit = await StoreKit.query().where('id', id).preload('server').preload('role').first()
    if (!kit) throw new StoreItemNotFoundException('kit')
    return kit
  }

  async create(input: KitEdit) {
    const kit = await StoreKit.create(await this.columns(input))
    await new StoreCatalogueService().forget()
    return kit
  }

  /** Saves an edit; a kit moved to another role moves to that role's server. */
  async update(id: number, input: KitEdit) {
    const kit = await this.find(id)
    kit.merge(await this.columns(input))
    await kit.save()
    await new StoreCatalogueService().forget()
    return kit
  }

  private async columns(input: KitEdit) {
    // The validator checked the role exists.
    const role = await StoreRole.findOrFail(input.role)
    return {
      serverId: role.serverId,
      roleId: role.id,
      nameRu: input.nameRu,
      nameEn: input.nameEn,
      claimInterval: input.claimInterval,
      claimUnit: input.claimUnit,
      items: input.items.map((item) => ({ name: item.name, amount: item.amount })),
      position: input.position,
      enabled: input.enabled,
    }
  }
}

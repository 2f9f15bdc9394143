import type { Infer } from '@vinejs/vine/types'
import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import type {
  createStaffStoreAbilityValidator,
  updateStaffStoreAbilityValidator,
} from '#validators/economy/staff_store_ability'

type AbilityEdit = Infer<typeof updateStaffStoreAbilityValidator>

/**
 * Staff edit the store's abilities (`web.store.edit`). As with roles, the
 * price lives on the ability only, so an edit never touches what was bought;
 * abilities are hidden, never deleted (grants and purchases name them).
 */
export default class StaffStoreAbilityService {
  /** The servers a new ability may be sold on, in the network's order. */
  servers() {
    return Server.query().orderBy('position').orderBy('id')
  }

  /** An ability with its server; throws StoreItemNotFoundException. */
  async find(id: number) {
    const ability = await StoreAbility.query().where('id', id).preload('server').first()
    if (!ability) throw new StoreItemNotFoundException('slug')
    return ability
  }

  /** A new ability on a server by slug; throws StoreItemNotFoundException for an unknown server. */
  async create(input: Infer<typeof createStaffStoreAbilityValidator>) {
    const server = await Server.findBy('slug', input.server)
    if (!server) throw new StoreItemNotFoundException('server')
    const ability = await StoreAbility.create({
      serverId: server.id,
      slug: input.slug,
      ...this.columns(input),
    })
    await new StoreCatalogueService().forget()
    return ability
  }

  /** Saves an edit; the ability's server and slug stay. */
  async update(id: number, input: AbilityEdit) {
    const ability = await this.find(id)
    ability.merge(this.columns(input))
    await ability.save()
    await new StoreCatalogueService().forget()
    return ability
  }

  private columns(input: AbilityEdit) {
    return {
      nameRu: input.nameRu,
      nameEn: input.nameEn,
      descriptionRu: input.descriptionRu,
      descriptionEn: input.descriptionEn,
      // The validator's rule refuses what does not convert.
      price: input.price!,
      grantCommand: input.grantCommand,
      position: input.position,
      enabled: input.enabled,
    }
  }
}

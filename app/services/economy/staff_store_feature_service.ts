import type { Infer } from '@vinejs/vine/types'
import Server from '#models/server'
import StoreFeature from '#models/store_feature'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import type {
  createStaffStoreFeatureValidator,
  updateStaffStoreFeatureValidator,
} from '#validators/economy/staff_store_feature'

type FeatureEdit = Infer<typeof updateStaffStoreFeatureValidator>

/**
 * Staff edit the lines of the role comparison (`web.store.edit`). A feature
 * is hidden, never deleted: roles keep their values for it, and showing it
 * again brings them back.
 */
export default class StaffStoreFeatureService {
  /** A feature with its server; throws StoreItemNotFoundException. */
  async find(id: number) {
    const feature = await StoreFeature.query().where('id', id).preload('server').first()
    if (!feature) throw new StoreItemNotFoundException('slug')
    return feature
  }

  /** A new feature on a server by slug; throws StoreItemNotFoundException for an unknown server. */
  async create(input: Infer<typeof createStaffStoreFeatureValidator>) {
    const server = await Server.findBy('slug', input.server)
    if (!server) throw new StoreItemNotFoundException('server')
    const feature = await StoreFeature.create({ serverId: server.id, ...this.columns(input) })
    await new StoreCatalogueService().forget()
    return feature
  }

  /** Saves an edit; the feature's server stays. */
  async update(id: number, input: FeatureEdit) {
    const feature = await this.find(id)
    feature.merge(this.columns(input))
    await feature.save()
    await new StoreCatalogueService().forget()
    return feature
  }

  private columns(input: FeatureEdit) {
    return {
      nameRu: input.nameRu,
      nameEn: input.nameEn,
      position: input.position,
      enabled: input.enabled,
    }
  }
}

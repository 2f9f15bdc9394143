import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreFeature from '#models/store_feature'
import StoreKit from '#models/store_kit'
import StoreRole from '#models/store_role'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'

/** One server's shelf: its roles (with features and kits), the compared features, its abilities. */
export type ServerCatalogue = {
  server: Server
  roles: StoreRole[]
  features: StoreFeature[]
  abilities: StoreAbility[]
}

/** The store's catalogue as players read it (spec §7 `store/roles`, `store/role/features`, `store/kits/{id}`). */
export default class StoreCatalogueService {
  /** Every enabled server's shelf in the network's order, or one server's; throws StoreItemNotFoundException for an unknown server. */
  async catalogue(serverSlug?: string | null): Promise<ServerCatalogue[]> {
    const servers = await Server.query()
      .where('enabled', true)
      .if(serverSlug, (query) => query.where('slug', serverSlug!))
      .orderBy('position')
      .orderBy('id')
    if (serverSlug && servers.length === 0) throw new StoreItemNotFoundException('server')
    const ids = servers.map((server) => server.id)
    const [roles, features, abilities] = await Promise.all([
      StoreRole.query()
        .whereIn('server_id', ids)
        .where('enabled', true)
        .preload('features', (held) => held.where('store_features.enabled', true))
        .preload('kits', (kits) => kits.where('enabled', true).orderBy('position').orderBy('id'))
        .orderBy('rank')
        .orderBy('id'),
      StoreFeature.query()
        .whereIn('server_id', ids)
        .where('enabled', true)
        .orderBy('position')
        .orderBy('id'),
      StoreAbility.query()
        .whereIn('server_id', ids)
        .where('enabled', true)
        .orderBy('position')
        .orderBy('id'),
    ])
    return servers.map((server) => ({
      server,
      roles: roles.filter((role) => role.serverId === server.id),
      features: features.filter((feature) => feature.serverId === server.id),
      abilities: abilities.filter((ability) => ability.serverId === server.id),
    }))
  }

  /** A kit with its server and role; throws StoreItemNotFoundException. */
  async kit(id: number) {
    const kit = await StoreKit.query().where('id', id).preload('server').preload('role').first()
    if (!kit || !kit.enabled || !kit.server.enabled || !kit.role.enabled)
      throw new StoreItemNotFoundException('kit')
    return kit
  }
}
